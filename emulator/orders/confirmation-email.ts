import { type ServiceContext, formatMoney } from '../core';
import { sendEmail, emailLink, missingRouteNote } from '../outbox';
import { storeTexts } from '../locales';
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
  const body = [
    t.greeting(order.billingAddress.first_name),
    '',
    t.intro(order.id, ctx.store.name),
    '',
    ...items,
    '',
    `  ${t.subtotal}  ${money(order.subtotal)}`,
    `  ${t.shipping(order.shipping_method)}  ${money(order.shipping)}`,
    `  ${t.total}  ${money(order.total)}`,
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
