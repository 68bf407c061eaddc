import {
  type Product,
  type UnitPrice,
  type Variant,
  getProduct,
  getVariant,
  hasOptionValues,
  unitPrice,
  variantsOf,
  whyNotPurchasable,
} from '../catalog';
import { type CartRow, viewCart } from '../carts';
import { type ServiceContext, toDollars } from '../core';
import { findCustomer } from '../customers';
import { unprocessable } from '../http';
import { type FeeBody } from './inputs';

/** One line an order is about to be placed with, priced for its shopper now. */
export interface PricedLine {
  product: Product;
  variant: Variant;
  quantity: number;
  price: UnitPrice;
  /** Tax of all units (cents): only a merchant's own price (`ownPrice`) brings one. */
  taxCents?: number;
}

/** A catalog product as the v2 orders interface names it: a variant, or the option values that pick one. */
export interface OrderProductInput {
  productId: number;
  variantId?: number;
  options?: ReadonlyArray<{ optionId: number; valueId: number }>;
  quantity: number;
  /** The merchant's own unit price (cents, without tax) and unit tax, replacing the catalog's. */
  ownPrice?: { exTax: number; tax: number };
}

/** A custom product of the merchant's (or a gift certificate): not in the catalog, no stock. Money in cents per unit. */
export interface CustomLine {
  name: string;
  sku: string;
  quantity: number;
  exTax: number;
  tax: number;
  /** The order product's type: physical for custom products. */
  type?: 'physical' | 'giftcertificate';
}

/**
 * What a cart becomes in an order, at the prices the cart shows (same pricing, same
 * customer group): its catalog lines, its custom items and gift certificates and its
 * checkout fees; its view, for what its coupon and manual discount take off.
 */
export function contentsOfCart(ctx: ServiceContext, cart: CartRow) {
  const view = viewCart(ctx, cart);
  const lines: PricedLine[] = view.items.map(({ product, variant, quantity, price }) => ({
    product,
    variant,
    quantity,
    price,
  }));
  const custom: CustomLine[] = [...view.customItems, ...view.giftCertificates].map((item) => ({
    name: item.name,
    sku: item.sku,
    quantity: item.quantity,
    exTax: item.unitCents,
    tax: 0,
    type: item.kind === 'gift_certificate' ? ('giftcertificate' as const) : ('physical' as const),
  }));
  const fees: FeeBody[] = view.fees.map((fee) => ({
    type: 'custom_fee',
    display_name_customer: fee.display_name,
    display_name_merchant: fee.name,
    source: fee.source,
    cost_ex_tax: fee.cost,
    cost_inc_tax: fee.cost,
    tax_class_id: fee.tax_class_id,
  }));
  return { view, lines, custom, fees, currency: view.currency };
}

function variantOf(
  ctx: ServiceContext,
  product: Product,
  input: OrderProductInput,
  field: string,
): Variant {
  if (input.variantId !== undefined) {
    const variant = getVariant(ctx, input.variantId);
    if (!variant || variant.product_id !== product.id) {
      throw unprocessable(`Variant ${input.variantId} is not a variant of ${product.name}.`, {
        [`${field}.variant_id`]: 'not a variant of this product',
      });
    }
    return variant;
  }
  const variants = variantsOf(ctx, product.id);
  if (input.options?.length) {
    const chosen = input.options;
    const match = variants.find((v) => hasOptionValues(v, chosen));
    if (!match)
      throw unprocessable(`No variant of ${product.name} has the options given.`, {
        [`${field}.product_options`]: 'no variant has these option values',
      });
    return match;
  }
  const only = product.base_variant_id
    ? getVariant(ctx, product.base_variant_id)
    : variants.length === 1
      ? variants[0]
      : null;
  if (!only) {
    const names = [
      ...new Set(variants.flatMap((v) => v.option_values.map((ov) => ov.option_display_name))),
    ].join(', ');
    throw unprocessable(
      `${product.name} has options (${names}); send variant_id or product_options.`,
      {
        [`${field}.variant_id`]: 'required for a product with options',
      },
    );
  }
  return only;
}

/** Catalog products priced as the customer (or a guest) on the channel would pay for them. */
export function linesOfProducts(
  ctx: ServiceContext,
  inputs: readonly OrderProductInput[],
  shopper: { channelId: number; customerId: number | null },
): PricedLine[] {
  const customerGroupId = shopper.customerId
    ? (findCustomer(ctx, shopper.customerId)?.customer_group_id ?? null)
    : null;
  return inputs.map((input, index) => {
    const field = `products.${index}`;
    const product = getProduct(ctx, input.productId);
    if (!product)
      throw unprocessable(`Product ${input.productId} does not exist.`, {
        [`${field}.product_id`]: 'no such product',
      });
    const variant = variantOf(ctx, product, input, field);
    const catalogPrice = unitPrice(ctx, {
      variantId: variant.id,
      quantity: input.quantity,
      channelId: shopper.channelId,
      customerGroupId,
    })!;
    if (!input.ownPrice) return { product, variant, quantity: input.quantity, price: catalogPrice };
    const unit = toDollars(input.ownPrice.exTax);
    const price = {
      ...catalogPrice,
      basePrice: unit,
      salePrice: null,
      calculatedPrice: unit,
      bulkTier: null,
      unitPrice: unit,
      extendedPrice: toDollars(input.ownPrice.exTax * input.quantity),
    };
    return {
      product,
      variant,
      quantity: input.quantity,
      price,
      taxCents: input.ownPrice.tax * input.quantity,
    };
  });
}

/**
 * Refuses lines that cannot be sold as asked (hidden product, disabled option, short
 * stock), counting a variant that appears on several lines once. Checked before any stock
 * moves, so a refused order leaves the catalog as it was.
 */
export function checkAvailable(ctx: ServiceContext, lines: readonly PricedLine[]): void {
  const wanted = new Map<number, number>();
  for (const line of lines)
    wanted.set(line.variant.id, (wanted.get(line.variant.id) ?? 0) + line.quantity);
  for (const [variantId, quantity] of wanted) {
    const problem = whyNotPurchasable(ctx, variantId, quantity);
    if (problem) throw unprocessable(`${problem} The order was not placed.`, { quantity: problem });
  }
}
