import { CHECKOUT_ADDRESS, type Fixtures } from '../fixtures';
import { type FilePlans } from '../plan';

/** A checkout of a new cart (a cart's checkout has its id) and its line. */
async function checkout(fx: Fixtures) {
  const { cartId, lineId } = await fx.newCart();
  return { checkoutId: cartId, lineId };
}

/** A checkout with a billing address, and the address's id. */
async function withBillingAddress(fx: Fixtures) {
  const { checkoutId } = await checkout(fx);
  const answer = await fx.data<{ billing_address: { id: string } }>(
    'POST',
    `/v3/checkouts/${checkoutId}/billing-address`,
    CHECKOUT_ADDRESS,
  );
  return { checkoutId, addressId: answer.billing_address.id };
}

/** A checkout with one fee, and the fee's id. */
async function withFee(fx: Fixtures) {
  const { checkoutId } = await checkout(fx);
  const answer = await fx.data<{ fees: Array<{ id: string }> }>(
    'POST',
    `/v3/checkouts/${checkoutId}/fees`,
    {
      fees: [
        {
          type: 'custom_fee',
          name: 'bag-fee',
          display_name: 'Bag fee',
          cost: 0.5,
          source: 'conformance',
        },
      ],
    },
  );
  return { checkoutId, feeId: answer.fees[0]!.id };
}

const FEE = {
  type: 'custom_fee',
  name: 'handling',
  display_name: 'Handling',
  cost: 2,
  source: 'conformance',
};

export const checkoutsPlans: FilePlans = {
  'GET /checkouts/{checkoutId}': {
    call: async (fx) => ({
      params: { checkoutId: (await fx.filledCheckout()).checkoutId },
      query: {
        include: 'consignments.available_shipping_options,cart.line_items.physical_items.options',
      },
    }),
  },
  'PUT /checkouts/{checkoutId}': {
    call: async (fx) => ({
      params: { checkoutId: (await checkout(fx)).checkoutId },
      body: { customer_message: 'Ring twice.' },
    }),
  },
  'POST /checkouts/{checkoutId}/discounts': {
    call: async (fx) => ({
      params: { checkoutId: (await checkout(fx)).checkoutId },
      body: { cart: { discounts: [{ discounted_amount: 1 }] } },
    }),
  },
  'POST /checkouts/{checkoutId}/billing-address': {
    call: async (fx) => ({
      params: { checkoutId: (await checkout(fx)).checkoutId },
      body: CHECKOUT_ADDRESS,
    }),
  },
  'PUT /checkouts/{checkoutId}/billing-address/{addressId}': {
    call: async (fx) => ({
      params: await withBillingAddress(fx),
      body: { ...CHECKOUT_ADDRESS, city: 'Dallas' },
    }),
  },
  'POST /checkouts/{checkoutId}/consignments': {
    call: async (fx) => {
      const { checkoutId, lineId } = await checkout(fx);
      return {
        params: { checkoutId },
        query: { include: 'consignments.available_shipping_options' },
        body: [{ address: CHECKOUT_ADDRESS, line_items: [{ item_id: lineId, quantity: 2 }] }],
      };
    },
    // The examples ship a line of some other cart: this checkout's line (a line ships whole).
    exampleCall: async (fx, name) => ({
      params: { checkoutId: (await exampleCheckout(fx, name)).checkoutId },
    }),
    example: async (value: Array<Record<string, any>>, fx, _written, name) => {
      const { lineId } = await exampleCheckout(fx, name);
      return value.map((consignment) => ({
        ...consignment,
        line_items: [{ item_id: lineId, quantity: 2 }],
        version: undefined,
      }));
    },
  },
  'PUT /checkouts/{checkoutId}/consignments/{consignmentId}': {
    call: async (fx) => {
      const { checkoutId, consignmentId } = await fx.filledCheckout();
      return {
        params: { checkoutId, consignmentId },
        query: { include: 'consignments.available_shipping_options' },
        body: { shipping_option_id: 'express' },
      };
    },
  },
  'DELETE /checkouts/{checkoutId}/consignments/{consignmentId}': {
    call: async (fx) => {
      const { checkoutId, consignmentId } = await fx.filledCheckout();
      return { params: { checkoutId, consignmentId }, body: {} };
    },
  },
  'POST /checkouts/{checkoutId}/coupons': {
    call: async (fx) => ({
      params: { checkoutId: (await checkout(fx)).checkoutId },
      body: { coupon_code: 'WELCOME10' },
    }),
  },
  'DELETE /checkouts/{checkoutId}/coupons/{couponCode}': {
    call: async (fx) => ({
      params: { checkoutId: (await fx.filledCheckout()).checkoutId, couponCode: 'WELCOME10' },
      body: {},
    }),
  },
  'POST /checkouts/{checkoutId}/fees': {
    call: async (fx) => ({
      params: { checkoutId: (await checkout(fx)).checkoutId },
      body: { fees: [FEE] },
    }),
  },
  'PUT /checkouts/{checkoutId}/fees': {
    call: async (fx) => {
      const { checkoutId, feeId } = await withFee(fx);
      return { params: { checkoutId }, body: { fees: [{ ...FEE, id: feeId }] } };
    },
  },
  'DELETE /checkouts/{checkoutId}/fees': {
    call: async (fx) => {
      const { checkoutId, feeId } = await withFee(fx);
      return { params: { checkoutId }, body: { ids: [feeId] } };
    },
  },
  'POST /checkouts/{checkoutId}/orders': {
    call: async (fx) => ({ params: { checkoutId: (await fx.filledCheckout()).checkoutId } }),
  },
  'PUT /checkouts/settings': {
    call: () => ({
      body: {
        custom_checkout_script_url: '',
        order_confirmation_use_custom_checkout_script: false,
      },
    }),
  },
  'GET /checkouts/settings/channels/{channelId}': { call: () => ({ params: { channelId: 1 } }) },
  'PUT /checkouts/settings/channels/{channelId}': {
    call: () => ({
      params: { channelId: 1 },
      body: { guest_checkout_type: 'allow', policy_consent: 'implicit' },
    }),
  },
  // The file defines no body (only the Content-Type header it requires): the call sends none.
  'POST /checkouts/{checkoutId}/token': {
    call: async (fx) => ({
      params: { checkoutId: (await fx.filledCheckout(true)).checkoutId },
    }),
  },
};

/** One checkout per consignment example, made when the example is sent. */
function exampleCheckout(fx: Fixtures, name: string) {
  return fx.once(`consignment example ${name}`, () => checkout(fx));
}
