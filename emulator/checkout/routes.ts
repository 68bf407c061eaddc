import { storeTexts } from '../locales';
import { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { z } from 'zod';
import { type ServiceContext } from '../core';
import { findCustomer, addressesOf } from '../customers';
import { ApiError, toApiError } from '../http';
import { storefrontLink, findSiteOfChannel } from '../sites';
import { PaymentDeclinedError, placeOrder, findOrder } from '../orders';
import { billingAddressOf } from './api/checkout-json';
import { redeemCheckoutToken } from './api/tokens';
import {
  findCouponByCode,
  applyGiftCertificate,
  giftCertificatePayments,
  removeGiftCertificate,
  findGiftCertificateByCode,
} from '../marketing';
import { type ShippingQuote, cheapest, shippingQuotes } from '../shipping';
import { consignmentsOf } from './api/consignments';
import { applyCheckoutCoupon, removeCheckoutCoupon } from './change';
import { type FieldErrors, type FormValues, initialValues, readForm, validateForm } from './form';
import { type SummaryMoney } from './summary';
import {
  checkoutTotals,
  parcelOf,
  type CheckoutSessionRow,
  type SessionState,
  findCheckoutSession,
  markSessionPlaced,
  sessionState,
} from '../carts';
import { type Html } from '../core';
import {
  DEFAULT_CHANNEL_ID,
  closedPage,
  renderNotice,
  storefrontBackLink,
  unknownCheckoutNotice,
} from './notices';
import { renderCheckoutPage } from './page';
import { allowedCategories, recordVisitorConsent } from './consent';
import { type PageScripts, pageScripts } from './scripts';

const params = z.object({ token: z.string() });
const query = z.object({
  embedded: z.string().optional(),
  address: z.string().optional(),
  codes: z.string().optional(),
});

interface PageRequest {
  token: string;
  embedded: boolean;
  /** A saved address the shopper picked to fill the form (`?address=`). */
  addressId: number | null;
  /** What the codes form did before redirecting here (`?codes=`). */
  codes: string | null;
}

function pageRequest(request: FastifyRequest): PageRequest {
  const parsedQuery = query.safeParse(request.query);
  const q = parsedQuery.success ? parsedQuery.data : {};
  return {
    token: params.safeParse(request.params).data?.token ?? '',
    embedded: q.embedded === '1',
    addressId: q.address && /^\d{1,9}$/.test(q.address) ? Number(q.address) : null,
    codes: q.codes ?? null,
  };
}

/** The fixed messages a redirect from the codes form names; anything else in `?codes=` is ignored. */
const CODES_DONE: Record<string, string> = {
  coupon: 'Coupon applied.',
  'gift-certificate': 'Gift certificate applied.',
  removed: 'Code removed.',
};

/** Where the storefront that embeds the page lives, for `frame-ancestors`; only embedded pages may be framed. */
function frameAncestors(ctx: ServiceContext, embedded: boolean, channelId: number | null): string {
  if (!embedded || channelId === null) return "'none'";
  const site = findSiteOfChannel(ctx, channelId);
  return site ? new URL(site.url).origin : '*';
}

/**
 * Sends a page of the service. No caching (it shows a cart and personal details), no
 * referrer (the URL holds the session token), and a policy that allows nothing but the
 * inline style sheet, the service's own images and the channel's scripts the page carries.
 */
function sendPage(
  ctx: ServiceContext,
  reply: FastifyReply,
  status: number,
  page: Html,
  options: { frame?: string; scripts?: PageScripts } = {},
): FastifyReply {
  const scriptSrc = options.scripts?.sources.length
    ? `script-src ${options.scripts.sources.join(' ')}; `
    : '';
  return reply
    .code(status)
    .type('text/html; charset=utf-8')
    .headers({
      'cache-control': 'no-store',
      'referrer-policy': 'no-referrer',
      'x-content-type-options': 'nosniff',
      'content-security-policy': `default-src 'none'; ${scriptSrc}style-src 'unsafe-inline'; img-src 'self' ${ctx.origin} data:; base-uri 'none'; frame-ancestors ${options.frame ?? "'none'"}`,
    })
    .send(page.value);
}

/** Where the shopper lands after placing an order: the storefront's order page, its home, or the service's own confirmation. */
function afterOrderUrl(ctx: ServiceContext, session: CheckoutSessionRow, orderId: number): string {
  // The order page in the shopper's language, where the route has `{lang}`.
  const lang = findOrder(ctx, orderId)?.customer_locale;
  return (
    storefrontLink(ctx, session.channel_id, 'account_order_status', { id: orderId, lang }) ??
    findSiteOfChannel(ctx, session.channel_id)?.url ??
    `${ctx.origin}/checkout/${encodeURIComponent(session.token)}/complete`
  );
}

type OpenState = Extract<SessionState, { kind: 'open' }>;

/** Who checks out: the session's customer, else the cart's. */
const shopperOf = (state: OpenState): number | null =>
  state.session.customer_id ?? state.cart.customer_id ?? null;

/** Shipping offered for the address in the form, and the money with the method it names. */
function formMoney(
  ctx: ServiceContext,
  state: OpenState,
  values: FormValues,
): { quotes: ShippingQuote[]; money: SummaryMoney } {
  const quotes = shippingQuotes(
    ctx,
    { countryCode: values.country, state: values.state, postalCode: values.zip },
    { ...parcelOf(state.view.items), currency: state.view.currency },
  );
  const shipping = quotes.find((q) => q.methodId === values.shipping_method) ?? null;
  const totals = checkoutTotals(ctx, state.view, shipping);
  const giftCertificates = giftCertificatePayments(ctx, state.cart, totals.grandTotalCents);
  const amountDueCents =
    totals.grandTotalCents - giftCertificates.reduce((sum, p) => sum + p.amountCents, 0);
  return { quotes, money: { totals, shipping, giftCertificates, amountDueCents } };
}

function showForm(
  ctx: ServiceContext,
  reply: FastifyReply,
  state: OpenState,
  page: PageRequest,
  status: number,
  form: {
    values: FormValues;
    errors: FieldErrors;
    problem?: string;
    codes?: { message: string; ok: boolean } | null;
  },
): FastifyReply {
  const scripts = pageScripts(
    ctx,
    state.session.channel_id,
    'checkout',
    allowedCategories(ctx, state.session.channel_id, state.session.token),
  );
  const customerId = shopperOf(state);
  const rendered = renderCheckoutPage(ctx, {
    token: page.token,
    embedded: page.embedded,
    view: state.view,
    scripts,
    ...formMoney(ctx, state, form.values),
    savedAddresses: customerId ? addressesOf(ctx, customerId) : [],
    codes: form.codes ?? null,
    ...form,
  });
  return sendPage(ctx, reply, status, rendered, {
    frame: frameAncestors(ctx, page.embedded, state.session.channel_id),
    scripts,
  });
}

/**
 * A fresh form: from the saved address the shopper picked, else the checkout's billing
 * address and its consignment's (the storefront's shipping estimate), else the account;
 * the shipping option the checkout chose when this address gets it, else the cheapest.
 */
function freshValues(ctx: ServiceContext, state: OpenState, page: PageRequest): FormValues {
  const customerId = shopperOf(state);
  const customer = findCustomer(ctx, customerId ?? 0);
  const picked =
    customerId && page.addressId
      ? addressesOf(ctx, customerId).find((a) => a.id === page.addressId)
      : undefined;
  const consignment = consignmentsOf(ctx, state.view)[0];
  const billing = billingAddressOf(state.view);
  const values = initialValues(
    customer,
    state.cart.email,
    picked ? [picked, { email: billing?.email }] : [billing, consignment?.address ?? null],
    '',
  );
  const { quotes } = formMoney(ctx, state, values);
  const chosen = quotes.find((q) => q.methodId === consignment?.selected?.id) ?? cheapest(quotes);
  return { ...values, shipping_method: chosen?.methodId ?? '' };
}

const codesBody = z.object({ code: z.string().optional(), remove: z.string().optional() });

/**
 * The codes form: applies a coupon or gift certificate code (a coupon when the store has
 * one with that code, else a gift certificate), or takes one off (`remove=coupon:CODE`,
 * `remove=gift_certificate:CODE`). Done: back to the page (303) saying so; refused: the
 * page again (422) with the reason next to the field.
 */
function applyCodes(
  ctx: ServiceContext,
  request: FastifyRequest,
  reply: FastifyReply,
): FastifyReply {
  const page = pageRequest(request);
  const state = sessionState(ctx, page.token);
  if (state.kind !== 'open') {
    const closed = closedPage(ctx, state, page.embedded);
    return sendPage(ctx, reply, closed.status, closed.page);
  }
  const body = codesBody.safeParse(request.body).data ?? {};
  const back = (done: keyof typeof CODES_DONE) =>
    reply
      .code(303)
      .header('cache-control', 'no-store')
      .redirect(
        `/checkout/${encodeURIComponent(page.token)}?codes=${done}${page.embedded ? '&embedded=1' : ''}`,
        303,
      );
  const refuse = (message: string) =>
    showForm(ctx, reply, state, page, 422, {
      values: freshValues(ctx, state, page),
      errors: {},
      codes: { message, ok: false },
    });
  try {
    if (body.remove) {
      const [kind, code = ''] = body.remove.split(/:(.*)/s);
      if (kind === 'coupon') removeCheckoutCoupon(ctx, state.cart.id, code);
      else if (!removeGiftCertificate(ctx, state.cart.id, code))
        return refuse('That code is not applied to this checkout.');
      return back('removed');
    }
    const code = (body.code ?? '').trim().slice(0, 60);
    if (!code) return refuse('Enter a coupon or gift certificate code.');
    if (findCouponByCode(ctx, code)) {
      applyCheckoutCoupon(ctx, state.cart.id, code);
      return back('coupon');
    }
    if (findGiftCertificateByCode(ctx, code)) {
      applyGiftCertificate(ctx, state.cart, code);
      return back('gift-certificate');
    }
    return refuse(
      `“${code}” is not a coupon or gift certificate code of this store. Check the code and try again.`,
    );
  } catch (error) {
    if (error instanceof ApiError && error.status < 500) return refuse(error.title);
    throw error;
  }
}

function placeCheckoutOrder(
  ctx: ServiceContext,
  request: FastifyRequest,
  reply: FastifyReply,
): FastifyReply {
  const page = pageRequest(request);
  const state = sessionState(ctx, page.token);
  if (state.kind !== 'open') {
    const closed = closedPage(ctx, state, page.embedded);
    return sendPage(ctx, reply, closed.status, closed.page);
  }
  const values = readForm(request.body);
  const { quotes, money } = formMoney(ctx, state, values);
  const checked = validateForm(values, {
    nowMs: ctx.clock.now(),
    shippingOptionIds: quotes.map((q) => q.methodId),
    amountDueCents: money.amountDueCents,
  });
  if (!checked.ok)
    return showForm(ctx, reply, state, page, 422, { values, errors: checked.errors });

  const { order: form } = checked;
  try {
    const order = placeOrder(ctx, {
      channelId: state.session.channel_id,
      customerId: state.session.customer_id,
      items: { cartId: state.cart.id },
      billingAddress: form.address,
      shippingAddress: form.address,
      shipping: { methodId: form.shippingMethodId },
      payment: form.payment,
      newsletter: form.newsletter,
      customerMessage: form.customerMessage,
      origin: 'checkout',
      ipAddress: request.ip,
    });
    markSessionPlaced(ctx, page.token, order.id);
    return reply
      .code(303)
      .header('cache-control', 'no-store')
      .redirect(afterOrderUrl(ctx, state.session, order.id), 303);
  } catch (error) {
    if (error instanceof PaymentDeclinedError) {
      return showForm(ctx, reply, state, page, 402, {
        values,
        errors: { card_number: 'This card was declined.' },
        problem: error.title,
      });
    }
    // Stock that ran out since the page was shown, an item no longer sold: the shopper can fix the cart.
    if (error instanceof ApiError && error.status === 422) {
      return showForm(ctx, reply, state, page, 409, { values, errors: {}, problem: error.title });
    }
    throw error;
  }
}

/** `/checkout/:token`: the hosted checkout page and its form; `/checkout/:token/complete` when the channel has no storefront. */
export function registerCheckoutRoutes(app: FastifyInstance, ctx: ServiceContext): void {
  // Whatever goes wrong, the shopper gets a page, never JSON or a stack trace.
  app.setErrorHandler((error, request, reply) => {
    const apiError = toApiError(error);
    if (apiError.status >= 500)
      console.error(`store service: ${request.method} ${request.url.split('?')[0]} failed:`, error);
    const message =
      apiError.status === 415
        ? 'Send the checkout form as a normal web form (application/x-www-form-urlencoded).'
        : apiError.status >= 500
          ? 'Something went wrong on our side and your order was not placed. Please try again in a moment.'
          : apiError.title;
    return sendPage(
      ctx,
      reply,
      apiError.status,
      renderNotice(ctx, {
        title: 'We could not complete checkout',
        message,
        link: { href: null, label: '' },
      }),
    );
  });

  app.get('/checkout/:token', (request, reply) => {
    const page = pageRequest(request);
    const state = sessionState(ctx, page.token);
    if (state.kind === 'open') recordVisitorConsent(ctx, page.token, request.query);
    if (state.kind !== 'open') {
      const closed = closedPage(ctx, state, page.embedded);
      return sendPage(ctx, reply, closed.status, closed.page);
    }
    const done = page.codes ? CODES_DONE[page.codes] : undefined;
    return showForm(ctx, reply, state, page, 200, {
      values: freshValues(ctx, state, page),
      errors: {},
      codes: done ? { message: done, ok: true } : null,
    });
  });

  app.post('/checkout/:token', (request, reply) => placeCheckoutOrder(ctx, request, reply));

  app.post('/checkout/:token/codes', (request, reply) => applyCodes(ctx, request, reply));

  /** The service's own order confirmation page, with the channel's order confirmation scripts. */
  const confirmationPage = (
    reply: FastifyReply,
    order: { id: number; channel_id: number; customer_locale: string },
    more = '',
  ) => {
    // No checkout session here to carry the shopper's consent: essential scripts only, where the store asks.
    const scripts = pageScripts(
      ctx,
      order.channel_id,
      'order_confirmation',
      allowedCategories(ctx, order.channel_id, null),
    );
    const t = storeTexts(order.customer_locale).checkout;
    const page = renderNotice(ctx, {
      title: t.thankYou,
      message: more ? `${t.orderPlaced(order.id)} ${more}` : t.orderPlaced(order.id),
      link: { href: storefrontBackLink(ctx, order.channel_id, 'home'), label: t.continueShopping },
      scripts,
      locale: order.customer_locale,
    });
    return sendPage(ctx, reply, 200, page, { scripts });
  };

  // The page a checkout token opens (`POST /v3/checkouts/{id}/token`): the order's confirmation, a limited number of times.
  app.get('/order-confirmation/:orderId', (request, reply) => {
    const orderId = Number((request.params as { orderId?: string }).orderId);
    const token = (request.query as { t?: unknown }).t;
    const order =
      Number.isSafeInteger(orderId) &&
      typeof token === 'string' &&
      redeemCheckoutToken(ctx, orderId, token)
        ? findOrder(ctx, orderId)
        : undefined;
    if (!order) {
      const notice = renderNotice(ctx, {
        title: 'Order confirmation not found',
        message:
          'This confirmation link is not valid, has expired or was used up. Your order e-mails and your account list your orders.',
        link: {
          href: storefrontBackLink(ctx, DEFAULT_CHANNEL_ID, 'home'),
          label: 'Continue shopping',
        },
      });
      return sendPage(ctx, reply, 404, notice);
    }
    return confirmationPage(reply, order);
  });

  app.get('/checkout/:token/complete', (request, reply) => {
    const { token } = pageRequest(request);
    const session = findCheckoutSession(ctx, token);
    if (!session?.order_id) return sendPage(ctx, reply, 404, unknownCheckoutNotice(ctx));
    const order = findOrder(ctx, session.order_id);
    if (!order) return sendPage(ctx, reply, 404, unknownCheckoutNotice(ctx));
    return confirmationPage(reply, order, storeTexts(order.customer_locale).checkout.emailOnItsWay);
  });
}
