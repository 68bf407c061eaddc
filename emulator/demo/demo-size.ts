/**
 * How large a demo catalog may be asked for (`--demo-products`, `LOCAL_STORE_DEMO_PRODUCTS`).
 * Kept apart from the generator so that `npm start` can check the setting before it loads
 * the store service's code.
 */

/** The scale issue's 100,000, with room to spare. */
export const MAX_DEMO_PRODUCTS = 1_000_000;

/**
 * The number of products asked for, or undefined when the setting is empty. Throws a
 * message for the caller to prefix with the setting's name.
 */
export function parseDemoProducts(text: string | undefined): number | undefined {
  if (text === undefined || text.trim() === '') return undefined;
  const count = Number(text);
  if (!Number.isInteger(count) || count < 0 || count > MAX_DEMO_PRODUCTS) {
    throw new Error(
      `must be a whole number of products from 0 to ${MAX_DEMO_PRODUCTS.toLocaleString('en')}, got "${text}"`,
    );
  }
  return count;
}
