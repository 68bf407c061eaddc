/**
 * The event scopes a webhook may subscribe to, and how a hook's scope (possibly a `*`
 * wildcard) is matched against the scope of a published event.
 */

/** Every concrete event scope of the real service's webhook reference. */
export const EVENT_SCOPES = [
  'store/app/uninstalled',
  'store/cart/created',
  'store/cart/updated',
  'store/cart/deleted',
  'store/cart/couponApplied',
  'store/cart/abandoned',
  'store/cart/converted',
  'store/cart/lineItem/created',
  'store/cart/lineItem/updated',
  'store/cart/lineItem/deleted',
  'store/cart/metafield/created',
  'store/cart/metafield/updated',
  'store/cart/metafield/deleted',
  'store/category/created',
  'store/category/updated',
  'store/category/deleted',
  'store/channel/created',
  'store/channel/updated',
  'store/customer/created',
  'store/customer/updated',
  'store/customer/deleted',
  'store/customer/address/created',
  'store/customer/address/updated',
  'store/customer/address/deleted',
  'store/customer/payment/instrument/default/updated',
  'store/information/updated',
  'store/order/created',
  'store/order/updated',
  'store/order/archived',
  'store/order/statusUpdated',
  'store/order/message/created',
  'store/order/refund/created',
  'store/order/transaction/created',
  'store/order/metafield/created',
  'store/order/metafield/updated',
  'store/order/metafield/deleted',
  'store/product/created',
  'store/product/updated',
  'store/product/deleted',
  'store/product/inventory/updated',
  'store/product/inventory/order/updated',
  'store/product/metafield/created',
  'store/product/metafield/updated',
  'store/product/metafield/deleted',
  'store/shipment/created',
  'store/shipment/updated',
  'store/shipment/deleted',
  'store/sku/created',
  'store/sku/updated',
  'store/sku/deleted',
  'store/sku/inventory/updated',
  'store/sku/inventory/order/updated',
  'store/subscriber/created',
  'store/subscriber/updated',
  'store/subscriber/deleted',
] as const;

const WILDCARD_SUFFIX = '/*';

/** `store/cart/*` -> `store/cart/`; null for a concrete scope. */
function wildcardPrefix(scope: string): string | null {
  return scope.endsWith(WILDCARD_SUFFIX) ? scope.slice(0, -1) : null;
}

/**
 * A hook may name a concrete scope of the list, or a family `<prefix>/*` when at least one
 * known scope lies under the prefix (`store/*`, `store/order/*`, `store/cart/lineItem/*`).
 * A `*` anywhere but the last segment is not a pattern the service understands.
 */
export function isSubscribableScope(scope: string): boolean {
  const prefix = wildcardPrefix(scope);
  if (prefix === null) return (EVENT_SCOPES as readonly string[]).includes(scope);
  if (prefix.includes('*')) return false;
  return EVENT_SCOPES.some((known) => known.startsWith(prefix));
}

/**
 * True when a hook subscribed to `hookScope` receives an event of `eventScope`: the same
 * scope, or a wildcard over its family at any depth (`store/cart/*` covers
 * `store/cart/lineItem/created`).
 */
export function scopeCovers(hookScope: string, eventScope: string): boolean {
  return scopesCovering(eventScope).includes(hookScope);
}

/**
 * Every hook scope that receives an event of `eventScope`: the scope itself and the
 * wildcard of each enclosing family (looked up with SQL `IN`).
 */
export function scopesCovering(eventScope: string): string[] {
  const parts = eventScope.split('/');
  const wildcards: string[] = [];
  for (let i = 1; i < parts.length; i++)
    wildcards.push(`${parts.slice(0, i).join('/')}${WILDCARD_SUFFIX}`);
  return [eventScope, ...wildcards];
}
