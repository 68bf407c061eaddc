export { scriptsModule } from './scripts';
export { widgetsModule } from './widgets-module';
export { storeContentModule } from './store-content';

export { renderedRegions } from './regions/rendered';
export type { RenderedRegion } from './regions/rendered';
export { CONSENT_CATEGORIES, insertScript, listPageScripts } from './scripts';
export type { StoredScript, Visibility } from './scripts';
