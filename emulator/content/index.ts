export { scriptsModule } from './scripts';
