import { cacheTags } from '../shared/cache-tags.mjs';
import { type Callback } from './payload';

/**
 * What a callback invalidates: tags to revalidate now, and (for orders) a follow-up that
 * needs the order's customer, which the callback does not carry.
 */
export interface Invalidation {
  tags: string[];
  /**
   * A new order, whose customer's order list must be refreshed once the customer is known.
   * (Order lists carry a tag per order they show, so changes to listed orders need no look-up.)
   */
  orderForCustomerList?: number;
}

type Rule = { prefix: string; invalidate: (data: Callback['data']) => Invalidation };

const positiveId = (value: unknown): number | null => {
  const id = Number(value);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
};

const numericId = (data: Callback['data']): number | null => positiveId(data.id);

/**
 * A product's page, and every listing that shows it (listings carry a tag per product
 * they contain). Created, updated and deleted products may also enter or leave listings
 * (visibility, categories, featured), so those events refresh all listings as well;
 * stock changes, the most frequent event, touch only where the product appears.
 */
const productInvalidation =
  (withListings: boolean) =>
  (data: Callback['data']): Invalidation => {
    const id = numericId(data);
    if (!id) return { tags: [cacheTags.productListings()] };
    return {
      tags: [cacheTags.product(id), ...(withListings ? [cacheTags.productListings()] : [])],
    };
  };

/**
 * THE table from webhook scopes to cache tags; the first rule whose prefix the scope
 * starts with applies. The setup script subscribes to exactly SUBSCRIBED_SCOPES below.
 */
const RULES: readonly Rule[] = [
  // Line item events name the cart in `cartId`; their `id` is the line item's.
  {
    prefix: 'store/cart/lineItem/',
    invalidate: (data) => ({
      tags: typeof data.cartId === 'string' ? [cacheTags.cart(data.cartId)] : [],
    }),
  },
  { prefix: 'store/cart/', invalidate: (data) => ({ tags: [cacheTags.cart(String(data.id))] }) },
  {
    prefix: 'store/order/created',
    invalidate: (data) => {
      const id = numericId(data);
      return id ? { tags: [cacheTags.order(id)], orderForCustomerList: id } : { tags: [] };
    },
  },
  {
    prefix: 'store/order/',
    invalidate: (data) => {
      const id = numericId(data);
      return { tags: id ? [cacheTags.order(id)] : [] };
    },
  },
  { prefix: 'store/product/inventory/', invalidate: productInvalidation(false) },
  { prefix: 'store/product/metafield/', invalidate: productInvalidation(false) },
  { prefix: 'store/product/', invalidate: productInvalidation(true) },
  // A variant (SKU) change is a change to its product, wherever the product shows. The
  // product comes in `sku` (created, updated) or `inventory` (stock events).
  {
    prefix: 'store/sku/',
    invalidate: (data) => {
      const owner = (data.sku ?? data.inventory) as { product_id?: unknown } | undefined;
      const productId = positiveId(owner?.product_id);
      return { tags: [productId ? cacheTags.product(productId) : cacheTags.productListings()] };
    },
  },
  {
    prefix: 'store/category/',
    invalidate: (data) => {
      const id = numericId(data);
      return {
        tags: [
          cacheTags.categories(),
          cacheTags.productListings(),
          ...(id ? [cacheTags.category(id)] : []),
        ],
      };
    },
  },
  // A channel's settings, its currency assignments among them (which currencies shoppers can choose).
  { prefix: 'store/channel/', invalidate: () => ({ tags: [cacheTags.currencies()] }) },
  // An address event's `id` is the address's; its customer is `address.customer_id`, whose
  // address book (cached) changed, for example by an address saved at the hosted checkout.
  {
    prefix: 'store/customer/address/',
    invalidate: (data) => {
      const address = data.address;
      const customerId =
        typeof address === 'object' && address !== null
          ? positiveId((address as Record<string, unknown>).customer_id)
          : null;
      return { tags: customerId ? [cacheTags.customerAddresses(customerId)] : [] };
    },
  },
  // A customer's details and group (which decides their prices: getCustomer, getShopperPrices).
  {
    prefix: 'store/customer/',
    invalidate: (data) => {
      const id = numericId(data);
      return { tags: id && data.type === 'customer' ? [cacheTags.customer(id)] : [] };
    },
  },
];

/**
 * The hooks the setup script registers for this receiver: one per scope family of RULES
 * (a unit test keeps the two in step). Variant stock and price changes come as
 * `store/sku/*` on a real store; a customer's group change as `store/customer/updated`;
 * a change of the channel's currencies as `store/channel/updated`.
 */
export const SUBSCRIBED_SCOPES = [
  'store/cart/*',
  'store/order/*',
  'store/product/*',
  'store/sku/*',
  'store/category/*',
  'store/customer/*',
  'store/channel/*',
] as const;

/** The scope prefixes RULES handle, for the test that checks each is subscribed. */
export const HANDLED_SCOPE_PREFIXES: readonly string[] = RULES.map((rule) => rule.prefix);

/** What the callback invalidates, or null for a scope this storefront does not know. */
export function invalidationFor(callback: Callback): Invalidation | null {
  const rule = RULES.find((r) => callback.scope.startsWith(r.prefix));
  return rule ? rule.invalidate(callback.data) : null;
}
