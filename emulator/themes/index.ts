import { type ServiceModule } from '../core';
import { activateDefaultThemeEverywhere } from './active-theme';
import { registerAssociationEndpoints } from './associations/endpoints';
import { associationsSchema } from './associations/schema';
import { installThemeLibrary } from './install';
import { migrateThemes, themesSchema } from './schema';
import { registerThemeActions, registerThemeDownloads } from './theme-actions';
import { registerThemeEndpoints } from './theme-endpoints';

/**
 * Installed themes and each channel's active theme (seed E3, E4); uploads, downloads,
 * activation, configurations and deletion of themes. Needs channels.
 */
export const themesModule: ServiceModule = {
  name: 'themes',
  schema: themesSchema,
  init(ctx) {
    migrateThemes(ctx.db);
    installThemeLibrary(ctx);
    activateDefaultThemeEverywhere(ctx);
  },
  management(app, ctx) {
    registerThemeEndpoints(app, ctx);
    registerThemeActions(app, ctx);
  },
  storefront: registerThemeDownloads,
};

/** Which custom template products, categories, brands and pages use per channel (seed E1, E2). */
export const customTemplateAssociationsModule: ServiceModule = {
  name: 'custom-template-associations',
  schema: associationsSchema,
  management: registerAssociationEndpoints,
};

export { activeThemeOf, type ActiveTheme } from './active-theme';
export { customTemplatesOfChannel, customTemplatesOfVersion } from './custom-templates';
export { ENTITY_TYPES, type EntityType, type CustomTemplates } from './library';
export { isUuid, UUID_PATTERN } from './uuid';
export {
  templateFileOf,
  entityTemplateFile,
  PAGE_TEMPLATE_FILES,
  type TemplateFile,
} from './template-files';
export { validTemplateFileOf } from './associations/repository';
export { missingEntityMessage } from './associations/entity-checks';
