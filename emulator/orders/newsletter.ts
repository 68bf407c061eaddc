import { type ServiceContext } from '../core';
import { findSubscriberByEmail, subscribe } from '../customers';
import { type OrderRecord } from './repository';

/**
 * The shopper ticked "subscribe to the newsletter" at checkout: a new subscriber from this
 * order, or an existing one refreshed to point at it (so the merchant sees the latest
 * order that confirmed the consent).
 */
export function subscribeFromOrder(ctx: ServiceContext, order: OrderRecord): void {
  const { email, first_name, last_name } = order.billingAddress;
  if (!email) return;
  const existing = findSubscriberByEmail(ctx, email);
  if (!existing) {
    const row = subscribe(ctx, {
      email,
      firstName: first_name,
      lastName: last_name,
      source: 'order',
      orderId: order.id,
      channelId: order.channel_id,
    });
    ctx.events.publish('store/subscriber/created', { type: 'subscriber', id: row.id });
    return;
  }
  // Ticking the box is consent to the newsletter even if the address had only agreed to other mail.
  const consents = new Set(JSON.parse(existing.consents) as string[]).add('marketing_newsletter');
  ctx.db
    .prepare(
      `UPDATE subscribers SET source = 'order', order_id = ?, first_name = ?, last_name = ?, consents = ?, updated_at = ? WHERE id = ?`,
    )
    .run(
      order.id,
      first_name || existing.first_name,
      last_name || existing.last_name,
      JSON.stringify([...consents]),
      ctx.clock.now(),
      existing.id,
    );
  ctx.events.publish('store/subscriber/updated', { type: 'subscriber', id: existing.id });
}
