import { type StoreApiClient } from '../../lib/store/management/client';
import { type Reporter } from './report';

/** What every setup step works with. In a dry run a step reads but never writes. */
export interface StepContext {
  client: StoreApiClient;
  dryRun: boolean;
  report: Reporter;
}
