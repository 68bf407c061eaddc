/**
 * Every cache tag the storefront uses, built in one place so that the loaders that tag
 * cached data and the webhook receiver that revalidates it cannot disagree.
 */
export const cacheTags = {
  /** One product's page data (details, prices, stock). */
  product: (productId: number) => `product:${productId}`,
  /** Every listing that shows products (home, categories, search, brands). */
  productListings: () => 'products',
  /** The category tree and category pages. */
  categories: () => 'categories',
  category: (categoryId: number) => `category:${categoryId}`,
  brand: (brandId: number) => `brand:${brandId}`,
  /** One cart's contents and totals. */
  cart: (cartId: string) => `cart:${cartId}`,
  /** One order's status page. */
  order: (orderId: number) => `order:${orderId}`,
  /** A customer's order list. */
  customerOrders: (customerId: number) => `customer-orders:${customerId}`,
  /** A customer's own details (name, e-mail, group). */
  customer: (customerId: number) => `customer:${customerId}`,
} as const;
