export { scriptsModule } from './scripts';
export { widgetsModule } from './widgets-module';
