import { type z } from 'zod';
import { type CartRow, type CartView, checkoutTotals } from '../../carts';
import { type ServiceContext } from '../../core';
import {
  billingAddressOf,
  checkoutShipping,
  SHIPPING_OPTION_TYPE,
  addConsignments,
  consignmentsOf,
  deleteConsignment,
  updateConsignment,
  type CheckoutAddress,
  type ConsignmentAddress,
  billingAddressBody,
  consignmentAddressBody,
  applyCheckoutCoupon,
  changeCheckout,
  currentView,
  removeCheckoutCoupon,
  setCheckoutBillingAddress,
} from '../../checkout';
import { checkRegion, findCountryByCode } from '../../geography';
import { type CouponType as StoreCouponType } from '../../marketing';
import { cheapest } from '../../shipping';
import { type GraphQLContext } from '../context';
import { UserError } from '../errors';
import { type CheckoutAddressInput, type CouponType, type Resolvers } from '../generated/resolvers';
import { type CheckoutAddressModel, type CheckoutModel } from '../models';
import { nodeId } from '../relay';
import { latestCartOf, visibleCart } from './cart';
import { dateTime, moneyFromCents } from './shopper';

const COUPON_TYPES: Record<StoreCouponType, CouponType> = {
  per_item_discount: 'PER_ITEM_DISCOUNT',
  percentage_discount: 'PERCENTAGE_DISCOUNT',
  per_total_discount: 'PER_TOTAL_DISCOUNT',
  shipping_discount: 'SHIPPING_DISCOUNT',
  free_shipping: 'FREE_SHIPPING',
};

/** A checkout's model: its consignments and the money they make, computed once. */
export function checkoutModel(ctx: ServiceContext, view: CartView): CheckoutModel {
  const consignments = consignmentsOf(ctx, view);
  return { view, consignments, totals: checkoutTotals(ctx, view, checkoutShipping(consignments)) };
}

/** The checkout (cart) of this id when the shopper may use it; "not found" otherwise, as for carts. */
function ownCheckout(ctx: GraphQLContext, id: string): CartView {
  const view = visibleCart(ctx, id);
  if (!view) throw new UserError(`Checkout ${id} was not found.`, 'NOT_FOUND');
  return view;
}

const answer = (ctx: GraphQLContext, cart: CartRow) => ({
  checkout: checkoutModel(ctx.svc, currentView(ctx.svc, cart)),
});

/** The store's names of address fields, as this endpoint names them, for messages. */
const FIELD_NAMES: Record<string, string> = {
  first_name: 'firstName',
  last_name: 'lastName',
  address1: 'address1',
  address2: 'address2',
  state_or_province: 'stateOrProvince',
  state_or_province_code: 'stateOrProvinceCode',
  country_code: 'countryCode',
  postal_code: 'postalCode',
};

/**
 * An address input in the store's terms, checked: the country known, the state one of its
 * states where the store lists them. A mistake is a BAD_USER_INPUT error naming the field.
 */
function addressOf<S extends z.ZodType>(schema: S, input: CheckoutAddressInput): z.output<S> {
  const fields = {
    first_name: input.firstName ?? undefined,
    last_name: input.lastName ?? undefined,
    email: input.email ?? undefined,
    company: input.company ?? undefined,
    address1: input.address1 ?? undefined,
    address2: input.address2 ?? undefined,
    city: input.city ?? undefined,
    state_or_province: input.stateOrProvince ?? undefined,
    state_or_province_code: input.stateOrProvinceCode ?? undefined,
    country_code: input.countryCode,
    postal_code: input.postalCode ?? undefined,
    phone: input.phone ?? undefined,
  };
  const parsed = schema.safeParse(fields);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const field = String(issue.path[0] ?? 'address');
    throw new UserError(`address.${FIELD_NAMES[field] ?? field} ${issue.message}.`);
  }
  const country = findCountryByCode(input.countryCode)!;
  const state = input.stateOrProvince ?? input.stateOrProvinceCode;
  if (state) {
    const region = checkRegion(country, state);
    if (!region.ok) throw new UserError(region.message);
  }
  return parsed.data;
}

const lineItemsOf = (lines: ReadonlyArray<{ lineItemEntityId: string; quantity: number }>) =>
  lines.map((l) => ({ item_id: l.lineItemEntityId, quantity: l.quantity }));

/** The fields both kinds of checkout address have, from the store's record. */
const addressFields = {
  firstName: (a: CheckoutAddressModel) => a.first_name ?? null,
  lastName: (a: CheckoutAddressModel) => a.last_name ?? null,
  email: (a: CheckoutAddressModel) => a.email || null,
  company: (a: CheckoutAddressModel) => a.company ?? null,
  address1: (a: CheckoutAddressModel) => a.address1 ?? null,
  address2: (a: CheckoutAddressModel) => a.address2 ?? null,
  city: (a: CheckoutAddressModel) => a.city ?? null,
  stateOrProvince: (a: CheckoutAddressModel) => a.state_or_province ?? null,
  stateOrProvinceCode: (a: CheckoutAddressModel) => a.state_or_province_code ?? null,
  countryCode: (a: CheckoutAddressModel) => a.country_code,
  postalCode: (a: CheckoutAddressModel) => a.postal_code ?? null,
  phone: (a: CheckoutAddressModel) => a.phone ?? null,
};

export const checkoutResolvers: Resolvers = {
  Site: {
    checkout: (_site, { entityId }, ctx) => {
      const view = entityId ? visibleCart(ctx, entityId) : latestCartOf(ctx);
      return view ? checkoutModel(ctx.svc, view) : null;
    },
  },

  Checkout: {
    id: (c) => nodeId('Checkout', c.view.cart.id),
    entityId: (c) => c.view.cart.id,
    billingAddress: (c) => billingAddressOf(c.view),
    cart: (c) => c.view,
    shippingConsignments: (c) =>
      c.consignments.map((consignment) => ({ consignment, checkout: c })),
    shippingCostTotal: (c) =>
      moneyFromCents(c.totals.shipping?.costCents ?? 0, c.view.cart.currency),
    handlingCostTotal: (c) => moneyFromCents(0, c.view.cart.currency),
    taxTotal: (c) => moneyFromCents(0, c.view.cart.currency),
    subtotal: (c) => moneyFromCents(c.totals.subtotalCents, c.view.cart.currency),
    grandTotal: (c) => moneyFromCents(c.totals.grandTotalCents, c.view.cart.currency),
    createdAt: (c) => dateTime(c.view.cart.created_at),
    updatedAt: (c) => dateTime(c.view.cart.updated_at),
    customerMessage: (c) => c.view.cart.customer_message || null,
    coupons: (c) =>
      c.totals.coupon ? [{ coupon: c.totals.coupon, discountCents: c.totals.couponCents }] : [],
    version: (c) => c.view.cart.version,
  },

  CheckoutCoupon: {
    entityId: (c) => c.coupon.id,
    code: (c) => c.coupon.code,
    couponType: (c) => COUPON_TYPES[c.coupon.type],
    discountedAmount: (c) => moneyFromCents(c.discountCents),
  },

  CheckoutBillingAddress: { entityId: (a) => a.id, ...addressFields },
  CheckoutConsignmentAddress: addressFields,

  CheckoutShippingConsignment: {
    entityId: ({ consignment }) => consignment.id,
    address: ({ consignment }) => consignment.address,
    availableShippingOptions: ({ consignment }) => {
      const recommended = cheapest(consignment.options);
      return consignment.options.map((q) => ({
        entityId: q.methodId,
        description: q.name,
        type: SHIPPING_OPTION_TYPE[q.type],
        cost: moneyFromCents(q.costCents),
        transitTime: q.delivery || null,
        isRecommended: q === recommended,
      }));
    },
    selectedShippingOption: ({ consignment }) => {
      const selected = consignment.selected;
      if (!selected) return null;
      const option = consignment.options.find((o) => o.methodId === selected.id);
      return {
        entityId: selected.id,
        description: selected.name,
        type: selected.custom || !option ? 'custom' : SHIPPING_OPTION_TYPE[option.type],
        cost: moneyFromCents(selected.costCents),
        transitTime: selected.transitTime || null,
      };
    },
    coupons: ({ checkout }) =>
      checkout.totals.coupon && checkout.totals.shippingDiscountCents
        ? [{ coupon: checkout.totals.coupon, discountCents: checkout.totals.shippingDiscountCents }]
        : [],
    shippingCost: ({ consignment }) => moneyFromCents(consignment.selected?.costCents ?? 0),
    handlingCost: () => moneyFromCents(0),
    lineItemIds: ({ consignment }) => consignment.lineItemIds,
  },

  Mutation: {
    checkout: () => ({}),
  },

  CheckoutMutations: {
    addCheckoutBillingAddress: (_m, { input }, ctx) => {
      ownCheckout(ctx, input.checkoutEntityId);
      const address: CheckoutAddress = addressOf(billingAddressBody, input.data.address);
      return answer(
        ctx,
        setCheckoutBillingAddress(ctx.svc, input.checkoutEntityId, address, {
          version: input.version ?? undefined,
        }),
      );
    },
    updateCheckoutBillingAddress: (_m, { input }, ctx) => {
      ownCheckout(ctx, input.checkoutEntityId);
      const address: CheckoutAddress = addressOf(billingAddressBody, input.data.address);
      return answer(
        ctx,
        setCheckoutBillingAddress(ctx.svc, input.checkoutEntityId, address, {
          addressId: input.addressEntityId,
          version: input.version ?? undefined,
        }),
      );
    },
    applyCheckoutCoupon: (_m, { input }, ctx) => {
      ownCheckout(ctx, input.checkoutEntityId);
      return answer(
        ctx,
        applyCheckoutCoupon(
          ctx.svc,
          input.checkoutEntityId,
          input.data.couponCode,
          input.version ?? undefined,
        ),
      );
    },
    unapplyCheckoutCoupon: (_m, { input }, ctx) => {
      ownCheckout(ctx, input.checkoutEntityId);
      return answer(
        ctx,
        removeCheckoutCoupon(
          ctx.svc,
          input.checkoutEntityId,
          input.data.couponCode,
          input.version ?? undefined,
        ),
      );
    },
    addCheckoutShippingConsignments: (_m, { input }, ctx) => {
      ownCheckout(ctx, input.checkoutEntityId);
      const consignments = input.data.consignments.map((c) => ({
        address: addressOf(consignmentAddressBody, c.address),
        line_items: lineItemsOf(c.lineItems),
      }));
      return answer(
        ctx,
        changeCheckout(ctx.svc, input.checkoutEntityId, input.version ?? undefined, (view) =>
          addConsignments(ctx.svc, view, consignments),
        ),
      );
    },
    updateCheckoutShippingConsignment: (_m, { input }, ctx) => {
      ownCheckout(ctx, input.checkoutEntityId);
      const { consignment } = input.data;
      const change = {
        address: addressOf(consignmentAddressBody, consignment.address) as ConsignmentAddress,
        line_items: lineItemsOf(consignment.lineItems),
      };
      return answer(
        ctx,
        changeCheckout(ctx.svc, input.checkoutEntityId, input.version ?? undefined, (view) =>
          updateConsignment(ctx.svc, view, input.consignmentEntityId, change),
        ),
      );
    },
    selectCheckoutShippingOption: (_m, { input }, ctx) => {
      ownCheckout(ctx, input.checkoutEntityId);
      const change = { shipping_option_id: input.data.shippingOptionEntityId };
      return answer(
        ctx,
        changeCheckout(ctx.svc, input.checkoutEntityId, input.version ?? undefined, (view) =>
          updateConsignment(ctx.svc, view, input.consignmentEntityId, change),
        ),
      );
    },
    deleteCheckoutConsignment: (_m, { input }, ctx) => {
      ownCheckout(ctx, input.checkoutEntityId);
      return answer(
        ctx,
        changeCheckout(ctx.svc, input.checkoutEntityId, input.version ?? undefined, (view) =>
          deleteConsignment(ctx.svc, view, input.consignmentEntityId),
        ),
      );
    },
  },
};
