import { type FilePlans } from '../plan';
import { storefrontTokensPlans } from './storefront-tokens';
import { webhooksV2Plans, webhooksV3Plans } from './webhooks';

/** The plans of each spec file, by file name. */
export const PLANS: Record<string, FilePlans> = {
  'storefront_tokens.v3.yml': storefrontTokensPlans,
  'webhooks.v2.yml': webhooksV2Plans,
  'webhooks.v3.yml': webhooksV3Plans,
};
