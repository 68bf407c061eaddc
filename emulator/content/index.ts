export { scriptsModule } from './scripts';
export { widgetsModule } from './widgets-module';
export { storeContentModule } from './store-content';
