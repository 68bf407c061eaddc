import { type ServiceModule } from '../../core';
import { registerScriptEndpoints } from './endpoints';
import { scriptsSchema } from './repository';

/** `/v3/content/scripts`: client-side code an app injects into storefront pages. Needs channels. */
export const scriptsModule: ServiceModule = {
  name: 'scripts',
  schema: scriptsSchema,
  management: registerScriptEndpoints,
};

export { insertScript, listPageScripts, type StoredScript } from './repository';
export { CONSENT_CATEGORIES, type Visibility } from './rules';
