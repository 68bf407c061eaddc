import { type FastifyInstance } from 'fastify';
import {
  deleteCartFee,
  insertCartFee,
  updateCartFee,
  type CartRow,
  type CartEvents,
  type CartView,
  viewCart,
} from '../../carts';
import { type ServiceContext } from '../../core';
import { modify, read, one, conflict, unprocessable, parseInput } from '../../http';
import { checkoutJson } from './checkout-json';
import { addConsignments, deleteConsignment, updateConsignment } from './consignments';
import {
  applyCheckoutCoupon,
  cartUpdated,
  changeCheckout,
  checkoutCart,
  currentView,
  removeCheckoutCoupon,
  setCheckoutBillingAddress,
} from '../change';
import {
  type CheckoutQuery,
  addFeesBody,
  billingAddressBody,
  checkoutBody,
  checkoutQuery,
  couponBody,
  createConsignmentsBody,
  deleteFeesBody,
  discountsBody,
  tokenBody,
  updateConsignmentBody,
  updateFeesBody,
  versionBody,
} from './inputs';
import { placeCheckoutOrder } from './place';
import { createCheckoutToken } from './tokens';

type Params = {
  checkoutId: string;
  consignmentId?: string;
  addressId?: string;
  couponCode?: string;
};

/**
 * The v3 checkouts interface: a checkout is its cart (same id) with a billing address,
 * consignments, a coupon, discounts and fees, until it becomes an order. After that it can
 * still be read (with its `order_id`) and given a token, but no longer changed (409).
 */
export function registerCheckoutApiRoutes(app: FastifyInstance, ctx: ServiceContext): void {
  const readAccess = { config: { access: read('checkouts') } };
  const modifyAccess = { config: { access: modify('checkouts') } };

  const cartOf = (params: unknown): CartRow => checkoutCart(ctx, (params as Params).checkoutId);
  const answer = (cart: CartRow, query: CheckoutQuery = { include: [] }) => {
    const include = new Set(query.include);
    return one(
      checkoutJson(ctx, currentView(ctx, cart), {
        options:
          include.has('cart.line_items.physical_items.options') ||
          include.has('cart.line_items.digital_items.options'),
        shippingOptions: include.has('consignments.available_shipping_options'),
      }),
    );
  };
  const change = (
    params: unknown,
    version: number | undefined,
    apply: (view: CartView) => CartEvents | void,
  ): CartRow => changeCheckout(ctx, (params as Params).checkoutId, version, apply);
  /** Refuses fee ids that are not this checkout's, naming each by its place in the body. */
  const checkOwnFees = (
    view: CartView,
    ids: readonly string[],
    field: (index: number) => string,
  ) => {
    const own = new Set(view.fees.map((fee) => fee.id));
    ids.forEach((id, i) => {
      if (!own.has(id))
        throw unprocessable(`Fee ${id} is not a fee of this checkout.`, {
          [field(i)]: 'not a fee of this checkout',
        });
    });
  };

  app.get('/v3/checkouts/:checkoutId', readAccess, (request) =>
    answer(cartOf(request.params), parseInput(checkoutQuery, request.query, 'Query')),
  );

  app.put('/v3/checkouts/:checkoutId', modifyAccess, (request) => {
    const body = parseInput(checkoutBody, request.body, 'Checkout');
    return answer(
      change(request.params, body.version, (view) => {
        ctx.db
          .prepare('UPDATE carts SET customer_message = ? WHERE id = ?')
          .run(body.customer_message, view.cart.id);
      }),
    );
  });

  const setBillingAddress = (params: unknown, body: unknown, addressId?: string) => {
    const { version, ...address } = parseInput(billingAddressBody, body, 'Billing address');
    return answer(
      setCheckoutBillingAddress(ctx, (params as Params).checkoutId, address, {
        addressId,
        version,
      }),
    );
  };
  app.post('/v3/checkouts/:checkoutId/billing-address', modifyAccess, (request) =>
    setBillingAddress(request.params, request.body),
  );
  app.put('/v3/checkouts/:checkoutId/billing-address/:addressId', modifyAccess, (request) =>
    setBillingAddress(request.params, request.body, (request.params as Params).addressId),
  );

  app.post('/v3/checkouts/:checkoutId/consignments', modifyAccess, (request) => {
    const query = parseInput(checkoutQuery, request.query, 'Query');
    const consignments = parseInput(createConsignmentsBody, request.body, 'Consignments');
    const cart = change(request.params, consignments[0]?.version, (view) => {
      addConsignments(ctx, view, consignments);
    });
    return answer(cart, query);
  });

  app.put('/v3/checkouts/:checkoutId/consignments/:consignmentId', modifyAccess, (request) => {
    const query = parseInput(checkoutQuery, request.query, 'Query');
    const body = parseInput(updateConsignmentBody, request.body, 'Consignment');
    const cart = change(request.params, body.version, (view) => {
      updateConsignment(ctx, view, (request.params as Params).consignmentId!, body);
    });
    return answer(cart, query);
  });

  app.delete('/v3/checkouts/:checkoutId/consignments/:consignmentId', modifyAccess, (request) => {
    const body = parseInput(versionBody, request.body, 'Request');
    return answer(
      change(request.params, body?.version, (view) => {
        deleteConsignment(ctx, view, (request.params as Params).consignmentId!);
      }),
    );
  });

  app.post('/v3/checkouts/:checkoutId/coupons', modifyAccess, (request) => {
    const body = parseInput(couponBody, request.body, 'Coupon');
    return answer(
      applyCheckoutCoupon(
        ctx,
        (request.params as Params).checkoutId,
        body.coupon_code,
        body.version,
      ),
    );
  });

  app.delete('/v3/checkouts/:checkoutId/coupons/:couponCode', modifyAccess, (request) => {
    const body = parseInput(versionBody, request.body, 'Request');
    const params = request.params as Params;
    return answer(removeCheckoutCoupon(ctx, params.checkoutId, params.couponCode!, body?.version));
  });

  // The merchant's discount on the whole cart: the cart's and its lines' amounts add up to one manual discount.
  app.post('/v3/checkouts/:checkoutId/discounts', modifyAccess, (request) => {
    const { cart: body, version } = parseInput(discountsBody, request.body, 'Discounts');
    return answer(
      change(request.params, body.version ?? version, (view) => {
        (body.line_items ?? []).forEach((line, i) => {
          if (!view.items.some((item) => item.id === line.id))
            throw unprocessable(`Line ${line.id} is not a line of this checkout.`, {
              [`cart.line_items.${i}.id`]: 'not a line of this cart',
            });
        });
        const total = [...(body.discounts ?? []), ...(body.line_items ?? [])].reduce(
          (sum, d) => sum + d.discounted_amount,
          0,
        );
        if (total > view.subtotalCents)
          throw unprocessable(
            'The discounts come to more than the cart: at most its subtotal can be taken off.',
            { 'cart.discounts': 'more than the cart' },
          );
        ctx.db
          .prepare('UPDATE carts SET manual_discount = ? WHERE id = ?')
          .run(total, view.cart.id);
        return cartUpdated(view.cart);
      }),
    );
  });

  app.post('/v3/checkouts/:checkoutId/fees', modifyAccess, (request) => {
    const { fees } = parseInput(addFeesBody, request.body, 'Fees');
    return answer(
      change(request.params, undefined, (view) => {
        for (const fee of fees) insertCartFee(ctx, view.cart.id, fee);
        return cartUpdated(view.cart);
      }),
    );
  });

  app.put('/v3/checkouts/:checkoutId/fees', modifyAccess, (request) => {
    const { fees } = parseInput(updateFeesBody, request.body, 'Fees');
    return answer(
      change(request.params, undefined, (view) => {
        checkOwnFees(
          view,
          fees.map((fee) => fee.id),
          (i) => `fees.${i}.id`,
        );
        for (const { id, ...fee } of fees) updateCartFee(ctx, id, fee);
        return cartUpdated(view.cart);
      }),
    );
  });

  app.delete('/v3/checkouts/:checkoutId/fees', modifyAccess, (request) => {
    const { ids } = parseInput(deleteFeesBody, request.body, 'Fees');
    return answer(
      change(request.params, undefined, (view) => {
        checkOwnFees(view, ids, (i) => `ids.${i}`);
        for (const id of ids) deleteCartFee(ctx, id);
        return cartUpdated(view.cart);
      }),
    );
  });

  app.post('/v3/checkouts/:checkoutId/orders', modifyAccess, (request) => {
    const cart = cartOf(request.params);
    if (cart.status === 'converted')
      throw conflict(`Checkout ${cart.id} is already order ${cart.order_id}.`);
    const order = placeCheckoutOrder(ctx, viewCart(ctx, cart));
    return one({ id: order.id });
  });

  app.post('/v3/checkouts/:checkoutId/token', modifyAccess, (request) => {
    const body = parseInput(tokenBody, request.body, 'Token') ?? { maxUses: 1, ttl: 86_400 };
    const cart = cartOf(request.params);
    // The reference's own example puts the token inside `data`; its schema is open enough for that.
    return one({
      checkoutToken: createCheckoutToken(ctx, cart.id, {
        maxUses: body.maxUses,
        ttlSeconds: body.ttl,
      }),
    });
  });
}
