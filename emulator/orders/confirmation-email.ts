import { type ServiceContext } from '../context';
import { sendEmail } from '../outbox';
import { emailLink, missingRouteNote } from '../outbox/links';
import { formatMoney } from '../money';
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
  const statusLink = emailLink(ctx, order.channel_id, 'account_order_status', { id: order.id });
  const unsubscribe = emailLink(ctx, order.channel_id, 'unsubscribe', {}, { email: to });
  const items = order.items.map((item) => {
    const options = item.options.map((o) => `${o.display_name}: ${o.display_value}`).join(', ');
    return `  ${item.quantity} x ${item.name}${options ? ` (${options})` : ''}  ${money(item.total)}`;
  });
  const body = [
    `Hi ${order.billingAddress.first_name || 'there'},`,
    '',
    `Thank you for your order #${order.id} at ${ctx.store.name}. Here is what you ordered:`,
    '',
    ...items,
    '',
    `  Subtotal  ${money(order.subtotal)}`,
    `  Shipping (${order.shipping_method || 'none'})  ${money(order.shipping)}`,
    `  Total  ${money(order.total)}`,
    '',
    `Paid with: ${order.payment_method}`,
    ...(order.shippingAddress
      ? ['', 'Shipping to:', ...addressLines(order.shippingAddress).map((l) => `  ${l}`)]
      : []),
    '',
    'See the status of your order:',
    statusLink ?? missingRouteNote('account_order_status'),
    ...(unsubscribe ? ['', `Stop marketing e-mails: ${unsubscribe}`] : []),
  ].join('\n');
  const subject = `Your order #${order.id} at ${ctx.store.name}`;
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
