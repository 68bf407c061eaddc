import { type ServiceModule } from './context';
import { channelsModule } from './management/channels';

/** Every resource group the service serves, in schema dependency order. */
export const modules: readonly ServiceModule[] = [channelsModule];
