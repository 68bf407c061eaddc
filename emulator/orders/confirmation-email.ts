import { type ServiceContext, formatMoney } from '../core';
import { sendEmail, emailLink, missingRouteNote } from '../outbox';
import { type StoreTexts, storeTexts } from '../locales';
import { orderGiftCertificatePayments } from '../marketing';
import { orderDiscountParts } from './coupons';
import { feesOf } from './fees';
import { type OrderAddress, type OrderRecord } from './repository';
import { notificationAddresses } from './settings';

const addressLines = (a: OrderAddress): string[] =>
  [
    `${a.first_name} ${a.last_name}`.trim(),
    a.company,
    a.street_1,
    a.street_2,
    [a.city, a.state, a.zip].filter(Boolean).join(', '),
    a.country,
  ].filter(Boolean);

/** One line of an order's money summary: what it is and its amount in cents (negative: taken off). */
interface SummaryLine {
  label: string;
  cents: number;
}

/**
 * The order's money as the shopper reads it, top to bottom: the items' subtotal, every
 * discount (the coupons by code, the rest as one line), shipping, handling, fees and tax
 * make the total; gift certificates then pay part of it, and the last line is what the
 * other payment took. Each line adds to the one before, so the e-mail adds up.
 */
function orderMoneySummary(
  ctx: ServiceContext,
  order: OrderRecord,
  t: StoreTexts['orderEmail'],
): { toTotal: SummaryLine[]; afterTotal: SummaryLine[] } {
  const { coupons, otherCents } = orderDiscountParts(ctx, order);
  const fees = feesOf(ctx, order.id);
  // Subtotal and shipping always show; the other lines only when they change the sum.
  const optional = (lines: SummaryLine[]) => lines.filter((line) => line.cents !== 0);
  const toTotal: SummaryLine[] = [
    { label: t.subtotal, cents: order.subtotal },
    ...optional([{ label: t.discount, cents: -otherCents }]),
    ...optional(coupons.map((c) => ({ label: t.coupon(c.code), cents: -c.discountCents }))),
    { label: t.shipping(order.shipping_method), cents: order.shipping },
    ...optional([
      { label: t.handling, cents: order.handling },
      ...fees.map((fee) => ({ label: fee.display_name_customer, cents: fee.cost_ex_tax })),
      { label: t.tax, cents: order.tax },
    ]),
  ];
  const certificates = orderGiftCertificatePayments(ctx, order.id);
  const paidByCertificates = certificates.reduce((sum, c) => sum + c.amountCents, 0);
  const afterTotal: SummaryLine[] = certificates.length
    ? [
        ...certificates.map((c) => ({
          label: t.giftCertificate(c.code),
          cents: -c.amountCents,
        })),
        ...optional([
          { label: t.paidWithRest(order.payment_method), cents: order.total - paidByCertificates },
        ]),
      ]
    : [];
  return { toTotal, afterTotal };
}

/**
 * The "thank you for your order" e-mail: what was bought, what it cost, where it goes,
 * and a link to the order on the storefront (its account_order_status route). A channel
 * without that route gets a note instead of a link, so nothing points at a wrong page.
 */
export function sendOrderConfirmation(ctx: ServiceContext, order: OrderRecord): void {
  const to = order.billingAddress.email;
  if (!to) return;
  const money = (cents: number) => formatMoney(cents, order.currency_code);
  const t = storeTexts(order.customer_locale).orderEmail;
  const lang = order.customer_locale;
  const statusLink = emailLink(ctx, order.channel_id, 'account_order_status', {
    id: order.id,
    lang,
  });
  const unsubscribe = emailLink(ctx, order.channel_id, 'unsubscribe', { lang }, { email: to });
  const items = order.items.map((item) => {
    const options = item.options.map((o) => `${o.display_name}: ${o.display_value}`).join(', ');
    return `  ${item.quantity} x ${item.name}${options ? ` (${options})` : ''}  ${money(item.total)}`;
  });
  const summary = orderMoneySummary(ctx, order, t);
  // A minus sign, not a hyphen, before what is taken off.
  const line = ({ label, cents }: SummaryLine) =>
    `  ${label}  ${cents < 0 ? `\u2212${money(-cents)}` : money(cents)}`;
  const body = [
    t.greeting(order.billingAddress.first_name),
    '',
    t.intro(order.id, ctx.store.name),
    '',
    ...items,
    '',
    ...summary.toTotal.map(line),
    `  ${t.total}  ${money(order.total)}`,
    ...summary.afterTotal.map(line),
    '',
    t.paidWith(order.payment_method),
    ...(order.shippingAddress
      ? ['', t.shippingTo, ...addressLines(order.shippingAddress).map((l) => `  ${l}`)]
      : []),
    '',
    t.seeStatus,
    statusLink ?? missingRouteNote('account_order_status'),
    ...(unsubscribe ? ['', t.unsubscribe(unsubscribe)] : []),
  ].join('\n');
  const subject = t.subject(order.id, ctx.store.name);
  sendEmail(ctx, {
    kind: 'order_confirmation',
    to,
    subject,
    body,
    links: {
      ...(statusLink ? { order_status: statusLink } : {}),
      ...(unsubscribe ? { unsubscribe } : {}),
    },
  });
  // The order settings' invoice copies (`forward_invoice`): the shopper's e-mail, without their links.
  for (const copyTo of notificationAddresses(ctx, order.channel_id, 'forward_invoice')) {
    sendEmail(ctx, {
      kind: 'forwarded_invoice',
      to: copyTo,
      subject: `Copy: ${subject}`,
      body,
      links: {},
    });
  }
}

/** The order settings' `order_placed` notice: the merchant hears of every new order. */
export function notifyOrderPlaced(ctx: ServiceContext, order: OrderRecord): void {
  const money = (cents: number) => formatMoney(cents, order.currency_code);
  for (const to of notificationAddresses(ctx, order.channel_id, 'order_placed')) {
    sendEmail(ctx, {
      kind: 'merchant_order_placed',
      to,
      subject: `New order #${order.id} (${money(order.total)})`,
      body: [
        `Order #${order.id} was placed on ${ctx.store.name} by ${`${order.billingAddress.first_name} ${order.billingAddress.last_name}`.trim() || 'a guest'}.`,
        ...order.items.map((item) => `  ${item.quantity} x ${item.name}  ${money(item.total)}`),
        `  Total  ${money(order.total)}`,
      ].join('\n'),
      links: {},
    });
  }
}
