import { type FastifyInstance } from 'fastify';
import { createCheckoutSession } from '../checkout-sessions';
import { type ServiceContext } from '../../core';
import { findCustomer } from '../../customers';
import { modify, read, one, unprocessable, parseInput } from '../../http';
import { findChannel } from '../../channels';
import { storefrontLink } from '../../sites';
import { type CartRow } from '../repository';
import {
  MERCHANT,
  addCartLineItems,
  cartFor,
  checkVersion,
  changeCartCustomer,
  createCart,
  deleteCart,
  deleteCartLineItem,
  updateCartExtraItem,
  updateCartLineItem,
} from '../service';
import { viewCart } from '../view';
import { cartJson } from './cart-json';
import {
  type CartQuery,
  addItemsBody,
  cartQuery,
  createCartBody,
  customItemInput,
  giftCertificateInput,
  lineInput,
  redirectUrlsBody,
  updateCartBody,
  updateItemBody,
  versionBody,
} from './inputs';

type Params = { cartId: string; itemId?: string };

/**
 * The links that take a shopper to this cart: the storefront's cart page (its `cart`
 * route, when the channel has one) and a new hosted checkout session, full page and
 * embedded, each with the caller's query parameters.
 */
function redirectUrls(ctx: ServiceContext, cart: CartRow, query: Record<string, string> = {}) {
  const session = createCheckoutSession(ctx, {
    cartId: cart.id,
    channelId: cart.channel_id,
    customerId: cart.customer_id,
  });
  const withQuery = (url: string) => {
    const out = new URL(url);
    for (const [key, value] of Object.entries(query)) out.searchParams.set(key, value);
    return out.toString();
  };
  return {
    cart_url: withQuery(
      storefrontLink(ctx, cart.channel_id, 'cart') ?? session.redirectedCheckoutUrl,
    ),
    checkout_url: withQuery(session.redirectedCheckoutUrl),
    embedded_checkout_url: withQuery(session.embeddedCheckoutUrl),
  };
}

/** The v3 carts interface: carts made and changed by the merchant, the same carts the storefront and the hosted checkout use. */
export function registerCartRoutes(app: FastifyInstance, ctx: ServiceContext): void {
  const readAccess = { config: { access: read('carts') } };
  const modifyAccess = { config: { access: modify('carts') } };

  const answer = (cart: CartRow, query: CartQuery) => {
    const include = new Set(query.include);
    const options =
      include.has('line_items.physical_items.options') ||
      include.has('line_items.digital_items.options');
    const data = cartJson(ctx, viewCart(ctx, cart), { options });
    return one(
      include.has('redirect_urls') ? { ...data, redirect_urls: redirectUrls(ctx, cart) } : data,
    );
  };
  const cartOf = (params: unknown) => cartFor(ctx, (params as Params).cartId, MERCHANT);

  app.post('/v3/carts', modifyAccess, (request, reply) => {
    const query = parseInput(cartQuery, request.query, 'Query');
    const body = parseInput(createCartBody, request.body, 'Cart');
    const channel = findChannel(ctx, body.channel_id);
    if (!channel)
      throw unprocessable(`Channel ${body.channel_id} does not exist.`, {
        channel_id: 'no such channel',
      });
    if (body.customer_id && !findCustomer(ctx, body.customer_id))
      throw unprocessable(`Customer ${body.customer_id} does not exist.`, {
        customer_id: 'no such customer (0 makes a guest cart)',
      });
    const cart = createCart(
      ctx,
      { channelId: body.channel_id, customerId: body.customer_id || null },
      {
        lineItems: body.line_items.map(lineInput),
        extras: [
          ...body.custom_items.map(customItemInput),
          ...body.gift_certificates.map(giftCertificateInput),
        ],
      },
      { locale: body.locale, currency: { code: body.currency?.code, field: 'currency.code' } },
    );
    return reply.code(201).send(answer(cart, query));
  });

  app.get('/v3/carts/:cartId', readAccess, (request) =>
    answer(cartOf(request.params), parseInput(cartQuery, request.query, 'Query')),
  );

  // 201, as the reference answers a cart's new customer.
  app.put('/v3/carts/:cartId', modifyAccess, (request, reply) => {
    const query = parseInput(cartQuery, request.query, 'Query');
    const body = parseInput(updateCartBody, request.body, 'Cart');
    checkVersion(cartOf(request.params), body.version);
    return reply
      .code(201)
      .send(
        answer(changeCartCustomer(ctx, (request.params as Params).cartId, body.customer_id), query),
      );
  });

  app.delete('/v3/carts/:cartId', modifyAccess, (request, reply) => {
    deleteCart(ctx, MERCHANT, cartOf(request.params).id);
    return reply.code(204).send();
  });

  app.post('/v3/carts/:cartId/items', modifyAccess, (request, reply) => {
    const query = parseInput(cartQuery, request.query, 'Query');
    const body = parseInput(addItemsBody, request.body, 'Cart items');
    const cart = cartOf(request.params);
    checkVersion(cart, body.version);
    const extras = [
      ...body.custom_items.map(customItemInput),
      ...body.gift_certificates.map(giftCertificateInput),
    ];
    return reply.code(201).send(
      answer(
        addCartLineItems(ctx, MERCHANT, cart.id, {
          lineItems: body.line_items.map(lineInput),
          extras,
        }),
        query,
      ),
    );
  });

  app.put('/v3/carts/:cartId/items/:itemId', modifyAccess, (request) => {
    const query = parseInput(cartQuery, request.query, 'Query');
    const body = parseInput(updateItemBody, request.body, 'Cart item');
    const cart = cartOf(request.params);
    checkVersion(cart, body.version);
    const itemId = (request.params as Params).itemId!;
    const custom = body.custom_items?.[0];
    const gift = body.gift_certificates?.[0];
    if (custom || gift)
      return answer(
        updateCartExtraItem(
          ctx,
          cart.id,
          itemId,
          custom ? customItemInput(custom) : giftCertificateInput(gift!),
        ),
        query,
      );
    const line = body.line_item!;
    const result = updateCartLineItem(
      ctx,
      MERCHANT,
      cart.id,
      itemId,
      lineInput({ product_id: 0, ...line }),
    );
    return answer(result.cart!, query);
  });

  app.delete('/v3/carts/:cartId/items/:itemId', modifyAccess, (request, reply) => {
    const query = parseInput(cartQuery, request.query, 'Query');
    const body = parseInput(versionBody, request.body, 'Request');
    const cart = cartOf(request.params);
    checkVersion(cart, body?.version);
    const result = deleteCartLineItem(ctx, MERCHANT, cart.id, (request.params as Params).itemId!);
    // The last line gone, the cart is gone too: nothing to answer with.
    return result.cart ? answer(result.cart, query) : reply.code(204).send();
  });

  app.post('/v3/carts/:cartId/redirect_urls', modifyAccess, (request, reply) => {
    const body = parseInput(redirectUrlsBody, request.body, 'Redirect URLs');
    const cart = cartOf(request.params);
    if (!viewCart(ctx, cart).totalQuantity)
      throw unprocessable(`Cart ${cart.id} is empty; add an item before checking out.`);
    return reply.code(201).send(one(redirectUrls(ctx, cart, body?.query_params)));
  });
}
