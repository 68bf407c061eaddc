import type { MoneyFieldsFragment } from '@/graphql/generated/operations';
import type { ProductDetails } from '@/lib/data/catalog';
import type { ShopperVariantPrices } from '@/lib/shared/shopper-snapshot';

/**
 * What the purchase form needs from a product, and nothing more: it goes to the browser
 * as the client component's props. The add-to-cart action reads the same view, so the
 * page and the action agree on options, variants and limits.
 */
export interface PurchaseOption {
  id: number;
  name: string;
  values: Array<{ id: number; label: string; isDefault: boolean }>;
}

export interface PurchaseVariant {
  id: number;
  valueIds: number[];
  price: MoneyFieldsFragment;
  basePrice: MoneyFieldsFragment | null;
  salePrice: MoneyFieldsFragment | null;
  inStock: boolean;
  /** Units the store will sell; null when it does not count them. */
  available: number | null;
  purchasable: boolean;
}

export interface PurchaseView {
  productId: number;
  /** The page's currency as its address carries it ('' for the default): the cart is made in it. */
  currency: string;
  options: PurchaseOption[];
  variants: PurchaseVariant[];
  minQuantity: number;
  maxQuantity: number | null;
}

export function purchaseViewOf(product: ProductDetails, currency = ''): PurchaseView {
  const options = (product.productOptions.edges ?? []).map(({ node }) => ({
    id: node.entityId,
    name: node.displayName,
    values: (node.values.edges ?? []).map((value) => ({
      id: value.node.entityId,
      label: value.node.label,
      isDefault: value.node.isDefault,
    })),
  }));
  const productPrices = product.prices;
  const variants = (product.variants.edges ?? []).flatMap(({ node }) => {
    const price = node.prices?.price ?? productPrices?.price;
    if (!price) return [];
    const inStock = node.inventory?.isInStock ?? product.inventory.isInStock;
    return [
      {
        id: node.entityId,
        valueIds: (node.productOptions.edges ?? []).flatMap((option) =>
          (option.node.values.edges ?? []).map((value) => value.node.entityId),
        ),
        price,
        basePrice: node.prices?.basePrice ?? productPrices?.basePrice ?? null,
        salePrice: node.prices ? node.prices.salePrice : (productPrices?.salePrice ?? null),
        inStock,
        available: node.inventory?.aggregated?.availableToSell ?? null,
        purchasable: node.isPurchasable && inStock,
      },
    ];
  });
  return {
    productId: product.entityId,
    currency,
    options,
    variants,
    minQuantity: Math.max(1, product.minPurchaseQuantity ?? 1),
    maxQuantity:
      product.maxPurchaseQuantity && product.maxPurchaseQuantity > 0
        ? product.maxPurchaseQuantity
        : null,
  };
}

/** The view with this shopper's prices where the store quotes them differently. */
export function withShopperPrices(
  view: PurchaseView,
  prices: readonly ShopperVariantPrices[],
): PurchaseView {
  const byVariant = new Map(prices.map((p) => [p.variantId, p]));
  return {
    ...view,
    variants: view.variants.map((variant) => {
      const own = byVariant.get(variant.id);
      return own
        ? { ...variant, price: own.price, basePrice: own.basePrice, salePrice: own.salePrice }
        : variant;
    }),
  };
}

/** The largest quantity a shopper may ask for of a variant (store limit and stock). */
export function maxQuantityOf(view: PurchaseView, variant: PurchaseVariant | null): number | null {
  const limits = [view.maxQuantity, variant?.available ?? null].filter(
    (n): n is number => n !== null && n > 0,
  );
  return limits.length ? Math.min(...limits) : null;
}

/** Set by the purchase form once it runs in the browser: the action may answer with state. */
export { ENHANCED_FIELD } from '@/lib/shared/enhanced';

/**
 * What a form posted without JavaScript comes back to: the action redirects to the product
 * page at `#<outcome>`, and the page's CSS shows the message with that id (`:target`).
 * The page stays the prerendered one: no script, no query to render per request. Each
 * message is `purchase.noScript.<text>` in messages/*.json, in the page's language.
 */
export const NO_SCRIPT_OUTCOMES = {
  'cart-added': { tone: 'added', text: 'added' },
  'cart-gone': { tone: 'error', text: 'gone' },
  'cart-choice': { tone: 'error', text: 'choice' },
  'cart-out-of-stock': { tone: 'error', text: 'outOfStock' },
  'cart-quantity': { tone: 'error', text: 'quantity' },
  'cart-refused': { tone: 'error', text: 'refused' },
  'cart-unavailable': { tone: 'error', text: 'unavailable' },
} as const;

export type NoScriptOutcome = keyof typeof NO_SCRIPT_OUTCOMES;
