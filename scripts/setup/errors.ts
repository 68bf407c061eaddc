import { StoreApiError } from '../../lib/store/management/errors';

/** Bad flags or configuration: the command line exits with 2. */
export class UsageError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'UsageError';
  }
}

/** A step failed: the command line exits with 1. The message says what to do. */
export class SetupError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SetupError';
  }
}

export type SetupStep = 'channel' | 'site' | 'routes' | 'webhooks' | 'env file';

/**
 * The scope each step needs, from the seed's scope table (section 5). The store's 403
 * body may or may not name the scope (the local store service does, the real service
 * says only that one is missing), so setup names it itself.
 */
export const STEP_SCOPES: Record<
  Exclude<SetupStep, 'env file'>,
  { uiName: string; scope: string; readOnly: string }
> = {
  channel: {
    uiName: 'Channel Settings',
    scope: 'store_channel_settings',
    readOnly: 'store_channel_settings_read_only',
  },
  site: { uiName: 'Sites and Routes', scope: 'store_sites', readOnly: 'store_sites_read_only' },
  routes: { uiName: 'Sites and Routes', scope: 'store_sites', readOnly: 'store_sites_read_only' },
  webhooks: {
    uiName: 'Information and Settings',
    scope: 'store_v2_information',
    readOnly: 'store_v2_information_read_only',
  },
};

const RESUME =
  'Run setup again once this is fixed: it continues where it stopped and creates nothing twice.';

/** A step's failure as a SetupError that says which step, why, and what to do. */
export function stepFailure(step: SetupStep, error: unknown): SetupError {
  if (error instanceof SetupError) return error;
  if (!(error instanceof StoreApiError)) {
    const reason = error instanceof Error ? error.message : String(error);
    return new SetupError(`The ${step} step failed: ${reason}`);
  }
  switch (error.kind) {
    case 'unreachable':
      return new SetupError(`The ${step} step failed: ${error.message}`);
    case 'unauthorized':
      return new SetupError(
        `The store refused the API token (401) in the ${step} step: ${error.message}`,
      );
    case 'forbidden': {
      const need = step === 'env file' ? undefined : STEP_SCOPES[step];
      const scope = need
        ? `the ${need.uiName} scope ${need.scope} (modify; ${need.readOnly} is enough for --dry-run)`
        : 'a scope';
      return new SetupError(
        `The ${step} step failed: the API account lacks ${scope}. Add it to the API account in the store's ` +
          `control panel and use the new token. The store said: ${error.message}`,
      );
    }
    case 'invalid':
    case 'conflict':
      return new SetupError(
        `The store rejected the ${step} step's request (${error.status}): ${error.message} ${RESUME}`,
      );
    default:
      return new SetupError(`The ${step} step failed: ${error.message} ${RESUME}`);
  }
}
