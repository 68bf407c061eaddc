import { type ServiceModule } from '../../context';
import { registerScriptEndpoints } from './endpoints';
import { scriptsSchema } from './repository';

/** `/v3/content/scripts`: client-side code an app injects into storefront pages. Needs channels. */
export const scriptsModule: ServiceModule = {
  name: 'scripts',
  schema: scriptsSchema,
  management: registerScriptEndpoints,
};

export { listPageScripts, type StoredScript } from './repository';
export { type Visibility } from './rules';
