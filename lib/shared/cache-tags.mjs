/**
 * Every cache tag the storefront uses, built in one place so that the loaders that tag
 * cached data and the webhook receiver that revalidates it cannot disagree: each tag here
 * is set by a loader and revalidated by the receiver (lib/webhooks/scope-tags.ts) or by the
 * shopper's own change (updateTag in a server action).
 */
export const cacheTags = /** @type {const} */ ({
  /** One product's page data (details, prices, stock). */
  product: (productId) => `product:${productId}`,
  /** Every listing that shows products (home, categories, search, brands). */
  productListings: () => 'products',
  /** The category tree and category pages. */
  categories: () => 'categories',
  /** One category's page (its `store/category/*` events). */
  category: (categoryId) => `category:${categoryId}`,
  // No brand tag: the store publishes no brand events (there is no brand webhook scope).
  // Brand pages carry the listings tag and one per product they show.
  /** The currencies shoppers can choose (the channel's currency assignments). */
  currencies: () => 'currencies',
  /** One cart's contents and totals. */
  cart: (cartId) => `cart:${cartId}`,
  /** One order's status page. */
  order: (orderId) => `order:${orderId}`,
  /** A customer's order list. */
  customerOrders: (customerId) => `customer-orders:${customerId}`,
  /** Every customer's order list: refreshed when a new order's customer cannot be looked up. */
  orderLists: () => 'order-lists',
  /** A customer's own details (name, e-mail, group). */
  customer: (customerId) => `customer:${customerId}`,
  /** A customer's address book (and which address is their default). */
  customerAddresses: (customerId) => `customer-addresses:${customerId}`,
  /**
   * A customer's wishlists. The store sends no wishlist events: only the customer changes
   * them, through this storefront's actions, which refresh this tag.
   */
  wishlists: (customerId) => `wishlists:${customerId}`,
  /** A wishlist's public page (`/wishlists/{token}`), refreshed by its owner's changes. */
  sharedWishlist: (token) => `shared-wishlist:${token}`,
  /**
   * What the store's theme puts on pages: widget regions, scripts, custom template
   * associations. The store publishes no events for these: the theme content check
   * revalidates this tag when it finds them changed (lib/webhooks/theme-content-check.ts).
   */
  themeContent: () => 'theme-content',
});

/**
 * The tag of data a build's prerender could not get from the store in time (a
 * placeholder: lib/store/build-placeholder.ts). Apart from the tags above, as nothing
 * revalidates it: the build drops every page that carries it (scripts/build/), so it never
 * reaches a server.
 */
export const BUILD_PLACEHOLDER_TAG = 'storefront-build-placeholder';

/**
 * What an edge (Varnish, a CDN) in front of the shop knows of a page: the tags above
 * that the route's address determines, plus a few keys of the edge's own for what the
 * address cannot say. Next.js cannot put a page's own tags on its response under
 * `next start` (it strips them, and a page cannot set headers: vercel/next.js#50914), so
 * each catalog route names these in next.config.mjs's headers, and the webhook receiver
 * turns the tags it revalidates into these keys (lib/edge/edge-keys.ts).
 */
export const edgeKeys = /** @type {const} */ ({
  /**
   * Tags of what every catalog page shows through the root layout: the navigation
   * (categories, and the listings tag, which it carries), the currency switch and the
   * theme's scripts. A change to any of them reaches every page.
   */
  everyPage: () => [
    cacheTags.productListings(),
    cacheTags.categories(),
    cacheTags.currencies(),
    cacheTags.themeContent(),
  ],
  /** Every page that lists products (home, categories, brands, search). */
  listings: () => 'listings',
  /** Every product page (a product whose own page cannot be named). */
  productPages: () => 'product-pages',
  /** One product's page, by its address (`/products/...`), in every currency and review page. */
  productPage: (href) => `product-page:${href}`,
});
