import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import { type ServiceContext } from '../context';
import { one } from '../http/envelope';
import { notFound } from '../http/errors';
import { read } from '../http/access';
import { sendEmail } from '../outbox';
import { findCustomer } from '../customers/repository';
import { type FastifyInstance } from 'fastify';
import { type CartRow } from './repository';
import { emailLink, missingRouteNote } from '../outbox/links';

/**
 * Marks carts with items and no change for `abandonedCartAfterMs` as abandoned: each gets
 * a recovery token, a `store/cart/abandoned` event, and (when the store knows the
 * shopper's e-mail) a recovery e-mail linking to the storefront's recover_abandoned_cart
 * route with `?t=<token>`. Returns how many carts it marked.
 */
export function sweepAbandonedCarts(ctx: ServiceContext): number {
  const cutoff = ctx.clock.now() - ctx.config.abandonedCartAfterMs;
  const idle = ctx.db
    .prepare(
      `SELECT c.* FROM carts c WHERE c.status = 'active' AND c.recovery_token IS NULL AND c.updated_at <= ?
         AND EXISTS (SELECT 1 FROM cart_items i WHERE i.cart_id = c.id)`,
    )
    .all(cutoff) as CartRow[];
  for (const cart of idle) {
    const token = randomBytes(18).toString('base64url');
    ctx.db.prepare('UPDATE carts SET recovery_token = ?, abandoned_at = ? WHERE id = ?').run(token, ctx.clock.now(), cart.id);
    ctx.events.publish('store/cart/abandoned', { type: 'cart', id: cart.id, token });
    sendRecoveryEmail(ctx, cart, token);
  }
  return idle.length;
}

function sendRecoveryEmail(ctx: ServiceContext, cart: CartRow, token: string): void {
  const email = cart.email ?? (cart.customer_id ? findCustomer(ctx, cart.customer_id)?.email : null);
  if (!email) return;
  const recover = emailLink(ctx, cart.channel_id, 'recover_abandoned_cart', {}, { t: token });
  const unsubscribe = emailLink(ctx, cart.channel_id, 'unsubscribe', {}, { email });
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
    links: { ...(recover ? { recover_cart: recover } : {}), ...(unsubscribe ? { unsubscribe } : {}) },
  });
}

/** Runs the sweep on the service's clock while the server is up. */
export function scheduleAbandonedCartSweep(app: FastifyInstance, ctx: ServiceContext): void {
  let cancel: (() => void) | null = null;
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
    done();
  });
}

const tokenParams = z.object({ token: z.string().min(1) });

/** `GET /v3/abandoned-carts/{token}`: the cart id behind an e-mail's recovery token. */
export function registerAbandonedCartRoutes(app: FastifyInstance, ctx: ServiceContext): void {
  app.get('/v3/abandoned-carts/:token', { config: { access: read('information') } }, (request) => {
    const { token } = tokenParams.parse(request.params);
    const row = ctx.db.prepare('SELECT id FROM carts WHERE recovery_token = ?').get(token) as { id: string } | undefined;
    if (!row) throw notFound(`Abandoned cart with token ${token}`);
    return one({ cart_id: row.id });
  });
}
