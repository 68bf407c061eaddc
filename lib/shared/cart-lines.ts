/**
 * Every line of a cart, physical items then digital ones: what the cart page lists, what a
 * line change looks up and what tags the cart's cache entry. Pure (no store calls).
 */
export function cartLines<P, D>(cart: {
  lineItems: { physicalItems: readonly P[]; digitalItems: readonly D[] };
}): Array<P | D> {
  return [...cart.lineItems.physicalItems, ...cart.lineItems.digitalItems];
}
