/**
 * Every cache tag the storefront uses, built in one place so that the loaders that tag
 * cached data and the webhook receiver that revalidates it cannot disagree: each tag here
 * is set by a loader and revalidated by the receiver (lib/webhooks/scope-tags.ts) or by the
 * shopper's own change (updateTag in a server action).
 */
export const cacheTags = {
  /** One product's page data (details, prices, stock). */
  product: (productId: number) => `product:${productId}`,
  /** Every listing that shows products (home, categories, search, brands). */
  productListings: () => 'products',
  /** The category tree and category pages. */
  categories: () => 'categories',
  /** One category's page (its `store/category/*` events). */
  category: (categoryId: number) => `category:${categoryId}`,
  // No brand tag: the store publishes no brand events (there is no brand webhook scope).
  // Brand pages carry the listings tag and one per product they show.
  /** The currencies shoppers can choose (the channel's currency assignments). */
  currencies: () => 'currencies',
  /** One cart's contents and totals. */
  cart: (cartId: string) => `cart:${cartId}`,
  /** One order's status page. */
  order: (orderId: number) => `order:${orderId}`,
  /** A customer's order list. */
  customerOrders: (customerId: number) => `customer-orders:${customerId}`,
  /** Every customer's order list: refreshed when a new order's customer cannot be looked up. */
  orderLists: () => 'order-lists',
  /** A customer's own details (name, e-mail, group). */
  customer: (customerId: number) => `customer:${customerId}`,
  /** A customer's address book (and which address is their default). */
  customerAddresses: (customerId: number) => `customer-addresses:${customerId}`,
  /**
   * A customer's wishlists. The store sends no wishlist events: only the customer changes
   * them, through this storefront's actions, which refresh this tag.
   */
  wishlists: (customerId: number) => `wishlists:${customerId}`,
  /** A wishlist's public page (`/wishlists/{token}`), refreshed by its owner's changes. */
  sharedWishlist: (token: string) => `shared-wishlist:${token}`,
  /**
   * What the store's theme puts on pages: widget regions, scripts, custom template
   * associations. The store publishes no events for these: the theme content check
   * revalidates this tag when it finds them changed (lib/webhooks/theme-content-check.ts).
   */
  themeContent: () => 'theme-content',
} as const;
