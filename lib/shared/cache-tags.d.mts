/** Every cache tag the storefront uses (see cache-tags.mjs). */
export declare const cacheTags: {
  readonly product: (productId: number) => `product:${number}`;
  readonly productListings: () => 'products';
  readonly categories: () => 'categories';
  readonly category: (categoryId: number) => `category:${number}`;
  readonly currencies: () => 'currencies';
  readonly cart: (cartId: string) => `cart:${string}`;
  readonly order: (orderId: number) => `order:${number}`;
  readonly customerOrders: (customerId: number) => `customer-orders:${number}`;
  readonly orderLists: () => 'order-lists';
  readonly customer: (customerId: number) => `customer:${number}`;
  readonly customerAddresses: (customerId: number) => `customer-addresses:${number}`;
  readonly wishlists: (customerId: number) => `wishlists:${number}`;
  readonly sharedWishlist: (token: string) => `shared-wishlist:${string}`;
  readonly themeContent: () => 'theme-content';
};

/** The edge's keys for catalog pages (see cache-tags.mjs). */
export declare const edgeKeys: {
  readonly everyPage: () => string[];
  readonly listings: () => 'listings';
  readonly productPages: () => 'product-pages';
  readonly productPage: (href: string) => `product-page:${string}`;
};

/** The tag of a build's placeholder data (see cache-tags.mjs). */
export declare const BUILD_PLACEHOLDER_TAG: 'storefront-build-placeholder';
