import { type AccessLevel, describeMissingScope, isGranted, type ApiAccount } from '../../core';
import { modify, read, ApiError } from '../../http';
import { type Visibility } from './rules';

/**
 * Seed 5.4: scripts on the checkout page need the Checkout Content scope on top of Content.
 * The reference names the visibilities that reach checkout: `checkout` and `all_pages`.
 * `order_confirmation` is a page of its own that the reference does not put under the
 * scope, and `storefront` excludes checkout by definition, so neither needs it.
 */
export const CHECKOUT_VISIBILITIES: readonly Visibility[] = ['checkout', 'all_pages'];

const isCheckoutVisibility = (visibility: Visibility): boolean =>
  CHECKOUT_VISIBILITIES.includes(visibility);

const ruleFor = (level: AccessLevel) =>
  level === 'read' ? read('checkoutContent') : modify('checkoutContent');

/** Whether the account may see (`read`) or change (`modify`) scripts that run on checkout. */
export const mayHandleCheckoutScripts = (account: ApiAccount, level: AccessLevel): boolean =>
  isGranted(ruleFor(level), account.scopes);

/**
 * For a script with this visibility: a 403 naming the Checkout Content scope when the
 * script runs on checkout and the account does not hold that scope at `level`.
 */
export function requireCheckoutScope(
  account: ApiAccount,
  level: AccessLevel,
  visibility: Visibility,
): void {
  if (!isCheckoutVisibility(visibility) || mayHandleCheckoutScripts(account, level)) return;
  const action = level === 'read' ? 'read' : 'create, change or delete';
  throw new ApiError(
    403,
    `A script with visibility ${visibility} runs on the checkout page; to ${action} it this API account needs ` +
      `${describeMissingScope(ruleFor(level))}. Add the scope to the API account and use its new token.`,
  );
}
