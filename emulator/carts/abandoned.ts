import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import { type ServiceContext } from '../core';
import { one, notFound, read, parseInput } from '../http';
import { sendEmail, emailLink, missingRouteNote } from '../outbox';
import { findCustomer, hasConsent } from '../customers';
import { type FastifyInstance } from 'fastify';
import { type AbandonedCartSettings, effectiveAbandonedCartSettings } from './abandoned-settings';
import { type CartRow } from './repository';

/**
 * Marks carts with items and no change for `abandonedCartAfterMs` as abandoned: each gets
 * a recovery token (the one it had, if it was abandoned and changed before), a
 * `store/cart/abandoned` event, and (when the store knows the shopper's e-mail and the
 * settings allow) a recovery e-mail linking to the storefront's recover_abandoned_cart
 * route with `?t=<token>`. A cart is abandoned once until it changes again. Returns how
 * many carts it marked.
 */
export function sweepAbandonedCarts(ctx: ServiceContext): number {
  const cutoff = ctx.clock.now() - ctx.config.abandonedCartAfterMs;
  const idle = ctx.db
    .prepare(
      `SELECT c.* FROM carts c WHERE c.status = 'active' AND c.abandoned_at IS NULL AND c.updated_at <= ?
         AND EXISTS (SELECT 1 FROM cart_items i WHERE i.cart_id = c.id)`,
    )
    .all(cutoff) as CartRow[];
  for (const cart of idle) {
    const token = cart.recovery_token ?? randomBytes(18).toString('base64url');
    ctx.db
      .prepare('UPDATE carts SET recovery_token = ?, abandoned_at = ? WHERE id = ?')
      .run(token, ctx.clock.now(), cart.id);
    ctx.events.publish('store/cart/abandoned', { type: 'cart', id: cart.id, token });
    sendRecoveryEmail(ctx, cart, token);
  }
  return idle.length;
}

function sendRecoveryEmail(ctx: ServiceContext, cart: CartRow, token: string): void {
  const settings = effectiveAbandonedCartSettings(ctx, cart.channel_id);
  notifyMerchant(ctx, cart, settings);
  if (!settings.enable_notification) return;
  const email =
    cart.email ?? (cart.customer_id ? findCustomer(ctx, cart.customer_id)?.email : null);
  if (!email) return;
  if (
    settings.marketing_emails_require_customer_consent &&
    !hasConsent(ctx, email, 'abandoned_cart')
  )
    return;
  const lang = { lang: cart.locale };
  const recover = emailLink(ctx, cart.channel_id, 'recover_abandoned_cart', lang, { t: token });
  const unsubscribe = emailLink(ctx, cart.channel_id, 'unsubscribe', lang, { email });
  sendEmail(ctx, {
    kind: 'abandoned_cart',
    to: email,
    subject: `You left something in your cart at ${ctx.store.name}`,
    body: [
      'Your cart is saved. Pick up where you left off:',
      recover ?? missingRouteNote('recover_abandoned_cart'),
      '',
      unsubscribe ? `Stop these e-mails: ${unsubscribe}` : '',
    ].join('\n'),
    links: {
      ...(recover ? { recover_cart: recover } : {}),
      ...(unsubscribe ? { unsubscribe } : {}),
    },
  });
}

/** Runs the sweep on the service's clock while the server is up, and follows cart conversions. */
export function scheduleAbandonedCartSweep(app: FastifyInstance, ctx: ServiceContext): void {
  let cancel: (() => void) | null = null;
  const unsubscribe = ctx.events.subscribe((event) => {
    if (event.scope !== 'store/cart/converted') return;
    const cart = ctx.db
      .prepare('SELECT channel_id FROM carts WHERE id = ?')
      .get(String(event.data.id)) as { channel_id: number } | undefined;
    if (cart)
      notifyMerchantOfConversion(
        ctx,
        cart.channel_id,
        String(event.data.id),
        Number(event.data.orderId),
      );
  });
  const arm = () => {
    cancel = ctx.clock.setTimer(ctx.config.abandonedCartSweepMs, () => {
      sweepAbandonedCarts(ctx);
      arm();
    });
  };
  app.addHook('onReady', (done) => {
    arm();
    done();
  });
  app.addHook('onClose', (_instance, done) => {
    cancel?.();
    unsubscribe();
    done();
  });
}

const tokenParams = z.object({
  token: z.string().min(1, 'the recovery token is missing: GET /v3/abandoned-carts/{token}'),
});

/** `GET /v3/abandoned-carts/{token}`: the cart id behind an e-mail's recovery token. */
export function registerAbandonedCartRoutes(app: FastifyInstance, ctx: ServiceContext): void {
  app.get('/v3/abandoned-carts/:token', { config: { access: read('information') } }, (request) => {
    const { token } = parseInput(tokenParams, request.params, 'Path');
    const row = ctx.db.prepare('SELECT id FROM carts WHERE recovery_token = ?').get(token) as
      { id: string } | undefined;
    if (!row) throw notFound(`Abandoned cart with token ${token}`);
    return one({ cart_id: row.id });
  });
}

/**
 * Tells the merchant about abandoned carts when the settings ask for it: one e-mail per
 * cart, or one digest each time `merchant_abandoned_cart_digest_email_frequency` carts
 * have piled up on the channel.
 */
function notifyMerchant(ctx: ServiceContext, cart: CartRow, settings: AbandonedCartSettings): void {
  if (!settings.email_merchant_when_cart_is_abandoned) return;
  if (settings.merchant_abandoned_cart_email_frequency_type === 'individual') {
    sendEmail(ctx, {
      kind: 'merchant_abandoned_cart',
      to: settings.merchant_email_address,
      subject: `A cart was abandoned on channel ${cart.channel_id}`,
      body: `Cart ${cart.id} (${cart.email ?? 'guest without e-mail'}) has not changed for ${Math.round(ctx.config.abandonedCartAfterMs / 60_000)} minutes.`,
      links: {},
    });
    return;
  }
  const pending = ctx.db
    .prepare(
      `INSERT INTO abandoned_cart_digests (channel_id, pending) VALUES (?, 1)
       ON CONFLICT (channel_id) DO UPDATE SET pending = pending + 1 RETURNING pending`,
    )
    .get(cart.channel_id) as { pending: number };
  if (pending.pending < settings.merchant_abandoned_cart_digest_email_frequency) return;
  ctx.db
    .prepare('UPDATE abandoned_cart_digests SET pending = 0 WHERE channel_id = ?')
    .run(cart.channel_id);
  sendEmail(ctx, {
    kind: 'merchant_abandoned_cart',
    to: settings.merchant_email_address,
    subject: `${pending.pending} carts were abandoned on channel ${cart.channel_id}`,
    body: `${pending.pending} carts have been abandoned since the last digest.`,
    links: {},
  });
}

/** E-mails the merchant when a cart becomes an order, if the channel's settings ask for it. */
export function notifyMerchantOfConversion(
  ctx: ServiceContext,
  channelId: number,
  cartId: string,
  orderId: number,
): void {
  const settings = effectiveAbandonedCartSettings(ctx, channelId);
  if (!settings.email_merchant_when_cart_is_converted) return;
  sendEmail(ctx, {
    kind: 'merchant_cart_converted',
    to: settings.merchant_email_address,
    subject: `Cart ${cartId} became order #${orderId}`,
    body: `The cart ${cartId} on channel ${channelId} was checked out as order #${orderId}.`,
    links: {},
  });
}
