import { variantImageOf, getBrand } from '../../catalog';
import {
  latestActiveCart,
  giftCertificateBody,
  giftCertificateInput,
  type CartContents,
  type ExtraItemInput,
  type LineItemInput,
  addCartLineItems,
  assignCartToCustomer,
  cartFor,
  createCart,
  deleteCart,
  deleteCartLineItem,
  setCartCurrency,
  setCartLocale,
  updateCartLineItem,
  type CartItemView,
  hasLines,
  viewCart,
  createCheckoutSession,
} from '../../carts';
import { ApiError } from '../../http';
import { toCents, toDollars } from '../../core';
import { type GraphQLContext } from '../context';
import { UserError } from '../errors';
import {
  type CartGiftCertificateInput,
  type CartGiftCertificateTheme,
  type CartLineItemInput,
  type Resolvers,
} from '../generated/resolvers';
import { nodeId } from '../relay';
import { imageModel } from './catalog';
import { actorOf, dateTime, money } from './shopper';

/**
 * A gift certificate to buy, checked by the carts interface's rules (amount 1 to 1,000,
 * e-mail addresses, a message of at most 200 characters); a mistake names the field.
 */
function giftCertificate(input: CartGiftCertificateInput, index: number): ExtraItemInput {
  const theme =
    input.theme === 'NONE'
      ? 'General'
      : `${input.theme.charAt(0)}${input.theme.slice(1).toLowerCase()}`;
  const parsed = giftCertificateBody.safeParse({
    ...input,
    theme,
    message: input.message ?? undefined,
  });
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new UserError(`giftCertificates[${index}].${issue.path.join('.')} ${issue.message}.`);
  }
  return giftCertificateInput(parsed.data);
}

const contentsOf = (input: {
  lineItems?: CartLineItemInput[] | null;
  giftCertificates?: CartGiftCertificateInput[] | null;
}): CartContents => ({
  lineItems: (input.lineItems ?? []).map(lineItem),
  extras: (input.giftCertificates ?? []).map(giftCertificate),
});

function lineItem(input: CartLineItemInput): LineItemInput {
  return {
    productId: input.productEntityId,
    variantId: input.variantEntityId,
    quantity: input.quantity,
    selectedOptions: input.selectedOptions?.multipleChoices?.map((c) => ({
      optionId: c.optionEntityId,
      valueId: c.optionValueEntityId,
    })),
  };
}

/** The cart as this shopper may see it, or null (unknown, converted, or someone else's). */
export function visibleCart(ctx: GraphQLContext, cartId: string) {
  try {
    return viewCart(ctx.svc, cartFor(ctx.svc, cartId, actorOf(ctx)));
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

/** The customer's most recent active cart (a cart read without an id). */
export function latestCartOf(ctx: GraphQLContext) {
  if (!ctx.customerId) return null;
  const row = latestActiveCart(ctx.svc, ctx.customerId, ctx.channelId);
  return row ? visibleCart(ctx, row.id) : null;
}

/** Line item fields shared by physical and digital items. */
const itemFields = {
  entityId: (i: CartItemView) => i.id,
  parentEntityId: () => null,
  productEntityId: (i: CartItemView) => i.product.id,
  variantEntityId: (i: CartItemView) => i.variant.id,
  sku: (i: CartItemView) => i.variant.sku,
  name: (i: CartItemView) => i.name,
  url: (i: CartItemView) => i.product.custom_url.url,
  brand: (i: CartItemView, _a: unknown, ctx: GraphQLContext) =>
    i.product.brand_id ? (getBrand(ctx.svc, i.product.brand_id)?.name ?? null) : null,
  quantity: (i: CartItemView) => i.quantity,
  isTaxable: () => true,
  discounts: () => [],
  discountedAmount: (i: CartItemView) =>
    money(
      toDollars(toCents(i.price.calculatedPrice) * i.quantity - toCents(i.price.extendedPrice)),
      i.price.currency,
    ),
  couponAmount: (i: CartItemView) => money(0, i.price.currency),
  originalPrice: (i: CartItemView) => money(i.price.basePrice, i.price.currency),
  listPrice: (i: CartItemView) => money(i.price.calculatedPrice, i.price.currency),
  salePrice: (i: CartItemView) => money(i.price.unitPrice, i.price.currency),
  extendedListPrice: (i: CartItemView) =>
    money(toDollars(toCents(i.price.calculatedPrice) * i.quantity), i.price.currency),
  extendedSalePrice: (i: CartItemView) => money(i.price.extendedPrice, i.price.currency),
  selectedOptions: (i: CartItemView) =>
    i.variant.option_values.map((ov) => ({
      __typename: 'CartSelectedMultipleChoiceOption' as const,
      entityId: ov.option_id,
      name: ov.option_display_name,
      value: ov.label,
      valueEntityId: ov.id,
    })),
  image: (i: CartItemView, _a: unknown, ctx: GraphQLContext) => {
    const image = variantImageOf(ctx.svc, i.variant, i.product.name);
    return image ? imageModel(image, i.product.name) : null;
  },
};

export const cartResolvers: Resolvers = {
  Site: {
    cart: (_site, { entityId }, ctx) => (entityId ? visibleCart(ctx, entityId) : latestCartOf(ctx)),
  },

  Cart: {
    id: (c) => nodeId('Cart', c.cart.id),
    entityId: (c) => c.cart.id,
    currencyCode: (c) => c.cart.currency,
    isTaxIncluded: () => false,
    baseAmount: (c) => money(c.baseAmount, c.cart.currency),
    discountedAmount: (c) => money(c.discountedAmount, c.cart.currency),
    amount: (c) => money(c.amount, c.cart.currency),
    // Each kind of discount the cart has: bulk tiers, its coupon, the merchant's manual discount.
    discounts: (c) =>
      (
        [
          ['bulk-pricing', c.tierDiscountAmount],
          [c.coupon ? `coupon-${c.coupon.coupon.code}` : 'coupon', c.couponAmount],
          ['manual-discount', c.manualDiscountAmount],
        ] as const
      )
        .filter(([, amount]) => amount > 0)
        .map(([entityId, amount]) => ({
          entityId,
          discountedAmount: money(amount, c.cart.currency),
        })),
    lineItems: (c) => ({
      physicalItems: c.items.filter((i) => i.product.type === 'physical'),
      digitalItems: c.items.filter((i) => i.product.type === 'digital'),
      giftCertificates: c.giftCertificates,
      customItems: c.customItems,
      totalQuantity: c.totalQuantity,
    }),
    createdAt: (c) => dateTime(c.cart.created_at),
    updatedAt: (c) => dateTime(c.cart.updated_at),
    locale: (c) => c.cart.locale,
    version: (c) => c.cart.version,
  },

  CartPhysicalItem: { ...itemFields, isShippingRequired: () => true },
  CartDigitalItem: itemFields,
  CartCustomItem: {
    entityId: (i) => i.id,
    sku: (i) => i.sku || null,
    name: (i) => i.name,
    quantity: (i) => i.quantity,
    listPrice: (i) => money(toDollars(i.unitCents), i.currency),
    extendedListPrice: (i) => money(toDollars(i.unitCents * i.quantity), i.currency),
  },
  CartGiftCertificate: {
    entityId: (i) => i.id,
    name: (i) => i.name,
    theme: (i) => String(i.details.theme).toUpperCase() as CartGiftCertificateTheme,
    amount: (i) => money(toDollars(i.unitCents), i.currency),
    isTaxable: () => false,
    sender: (i) => i.details.sender as { name: string; email: string },
    recipient: (i) => i.details.recipient as { name: string; email: string },
    message: (i) => (typeof i.details.message === 'string' ? i.details.message : null),
  },

  Mutation: {
    cart: () => ({}),
  },

  CartMutations: {
    createCart: (_m, { input }, ctx) => {
      const cart = createCart(ctx.svc, actorOf(ctx), contentsOf(input), {
        // A cart without a locale of its own speaks the language the request was answered in.
        locale: input.locale ?? ctx.locale,
        currency: { code: input.currencyCode, field: 'currencyCode' },
      });
      return { cart: viewCart(ctx.svc, cart) };
    },
    addCartLineItems: (_m, { input }, ctx) => {
      const cart = addCartLineItems(
        ctx.svc,
        actorOf(ctx),
        input.cartEntityId,
        contentsOf(input.data),
      );
      return { cart: viewCart(ctx.svc, cart) };
    },
    updateCartLineItem: (_m, { input }, ctx) => {
      const line = input.data.lineItem;
      if (!line)
        throw new UserError(
          'data.lineItem is required: send the new quantity (0 removes the line).',
        );
      const result = updateCartLineItem(
        ctx.svc,
        actorOf(ctx),
        input.cartEntityId,
        input.lineItemEntityId,
        lineItem(line),
      );
      return { cart: result.cart ? viewCart(ctx.svc, result.cart) : null };
    },
    deleteCartLineItem: (_m, { input }, ctx) => {
      const result = deleteCartLineItem(
        ctx.svc,
        actorOf(ctx),
        input.cartEntityId,
        input.lineItemEntityId,
      );
      return {
        deletedLineItemEntityId: input.lineItemEntityId,
        cart: result.cart ? viewCart(ctx.svc, result.cart) : null,
        deletedCartEntityId: result.deletedCartId,
      };
    },
    deleteCart: (_m, { input }, ctx) => {
      deleteCart(ctx.svc, actorOf(ctx), input.cartEntityId);
      return { deletedCartEntityId: input.cartEntityId };
    },
    updateCartCurrency: (_m, { input }, ctx) => ({
      cart: viewCart(
        ctx.svc,
        setCartCurrency(
          ctx.svc,
          actorOf(ctx),
          input.cartEntityId,
          input.data.currencyCode,
          'data.currencyCode',
        ),
      ),
    }),
    updateCartLocale: (_m, { input }, ctx) => ({
      cart: viewCart(
        ctx.svc,
        setCartLocale(ctx.svc, actorOf(ctx), input.cartEntityId, input.data.locale, 'data.locale'),
      ),
    }),
    assignCartToCustomer: (_m, { input }, ctx) => {
      if (!ctx.customerId)
        throw new UserError('Only a signed-in customer can take a cart.', 'FORBIDDEN');
      return {
        cart: viewCart(
          ctx.svc,
          assignCartToCustomer(ctx.svc, ctx.channelId, input.cartEntityId, ctx.customerId),
        ),
      };
    },
    createCartRedirectUrls: (_m, { input }, ctx) => {
      const latest = input?.cartEntityId == null ? latestCartOf(ctx) : null;
      const cartId = input?.cartEntityId ?? latest?.cart.id;
      const cart = latest ?? (cartId ? visibleCart(ctx, cartId) : null);
      if (!cart) {
        return {
          redirectUrls: null,
          errors: [
            {
              __typename: 'NotFoundError' as const,
              message: `Cart ${cartId ?? '(none)'} was not found.`,
            },
          ],
        };
      }
      if (!hasLines(cart)) {
        return {
          redirectUrls: null,
          errors: [{ __typename: 'NotFoundError' as const, message: 'The cart is empty.' }],
        };
      }
      const urls = createCheckoutSession(ctx.svc, {
        cartId: cart.cart.id,
        channelId: ctx.channelId,
        customerId: ctx.customerId,
        queryParams: input?.queryParams ?? [],
      });
      return { redirectUrls: urls, errors: [] };
    },
  },
};
