import 'server-only';
import { cacheTags } from '../shared/cache-tags.mjs';
import { ConfigError } from '../store/config';
import { unavailableReason } from '../store/errors';
import { WEBHOOK_SECRET_HEADER } from './header';
import { type CallbackMemory } from './dedupe';
import { callbackSchema, describeProblem } from './payload';
import { invalidationFor } from './scope-tags';
import { secretMatches } from './verify';
import { boundedBodyDrained, drainBody } from '../shared/bounded-body';
import { answerEarly, json, notConfigured, reasonOf } from './answers';
import { type EdgeOutcome } from '../edge/edge-purge';
import { type SignaturePolicy, checkSignature } from './signature';
import { type WebhookNote } from './observed';
import { type TagWindow } from './tag-window';

/** Callbacks carry minimal data; anything near this size is not from the store. */
export const MAX_BODY_BYTES = 64 * 1024;

export interface ReceiverDeps {
  /** The shared secret setup registered in the hooks' headers. */
  secret: string;
  /** The store's Standard Webhooks signatures: the key, and whether they are required. */
  signatures: SignaturePolicy;
  /** This storefront's store: callbacks must come from `stores/<storeHash>`. */
  storeHash: string;
  /** Marks cache tags stale so that the next request renders fresh data (on every instance): one callback's tags at once. */
  revalidate: (tags: readonly string[]) => void | Promise<void>;
  /** Runs work after the answer is sent (Next's `after`), so the store is acknowledged fast. */
  later: (work: () => Promise<void>) => void;
  /** The customer of an order (the callback does not say), or null for a guest order. */
  customerOfOrder: (orderId: number) => Promise<number | null>;
  recent: CallbackMemory;
  /**
   * Purges the edge in front (Varnish, a CDN) of what the revalidated tags affect, once the
   * origin is fresh. A purge the edge does not take now is retried by us: the callback is
   * answered 200 all the same, as the origin has done its part (lib/edge/).
   */
  purgeEdge: (tags: readonly string[]) => Promise<EdgeOutcome>;
  /**
   * Which tags are revalidated now and which wait for the window's trailing run
   * (tag-window.ts); one per process, so that a burst of callbacks is coalesced.
   */
  window: TagWindow;
  /** Waits out a window before the trailing run (a timer; tests may pass their own). */
  sleep?: (ms: number) => Promise<void>;
  log: (line: string) => void;
  /** Told what became of the callback as it is learnt (for its trace and metrics: observed.ts). */
  note?: (facts: WebhookNote) => void;
  maxBodyBytes?: number;
}

const RETRY_LATER = {
  error:
    'The storefront could not refresh its cached pages just now; send the callback again later.',
};

/**
 * The receiver behind the route: its dependencies come from the configuration, and a
 * storefront that is not configured answers 503 (the store retries for 48 hours) with a
 * message that names no setting or value; the server log says what is missing.
 */
export async function receiveConfiguredWebhook(
  request: Request,
  depsOf: () => ReceiverDeps,
  log: (line: string) => void,
): Promise<Response> {
  let deps: ReceiverDeps;
  try {
    deps = depsOf();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    log(`webhook: not received: ${error.message}`);
    await drainBody(request);
    return notConfigured('to receive webhooks', 'Send the callback again later.');
  }
  return receiveWebhook(request, deps);
}

/**
 * Receives one webhook callback: checks the shared secret (401), the size (413), that it
 * is JSON in the callback shape (400) from this store (403), skips redeliveries (200
 * `duplicate`), and revalidates the cache tags its scope maps to before answering 200. A
 * scope the storefront does not know is acknowledged and logged. When revalidating fails
 * the answer is 503, so the store sends it again. Nothing here echoes a secret.
 */
export async function receiveWebhook(request: Request, deps: ReceiverDeps): Promise<Response> {
  if (request.method !== 'POST')
    return answerEarly(405, { error: 'Send webhook callbacks with POST.' });
  if (!secretMatches(request.headers.get(WEBHOOK_SECRET_HEADER), deps.secret)) {
    // Read and thrown away (up to a bound) before answering, so that a sender still sending
    // reads the 401 rather than a reset connection (lib/shared/bounded-body.ts).
    await drainBody(request);
    return answerEarly(401, {
      error: `Missing or wrong ${WEBHOOK_SECRET_HEADER} header. Re-run the storefront setup so the webhooks carry the current secret.`,
    });
  }

  const limit = deps.maxBodyBytes ?? MAX_BODY_BYTES;
  // Past the limit, the rest is drained the same way before the 413.
  const raw = await boundedBodyDrained(request, limit);
  if (raw === null)
    return answerEarly(413, {
      error: `The body is larger than ${limit} bytes; a webhook callback is a small JSON object.`,
    });
  const text = new TextDecoder('utf-8', { fatal: false }).decode(raw);
  const signature = checkSignature(request, text, deps.signatures);
  if (signature.outcome === 'refused') return json(401, { error: signature.reason });

  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    // Not JSON.parse's message: it quotes the body back.
    return json(400, { error: 'The body is not JSON; a webhook callback is a JSON object.' });
  }
  const parsed = callbackSchema.safeParse(body);
  if (!parsed.success)
    return json(400, {
      error: `The body is not a webhook callback: ${describeProblem(parsed.error)}`,
    });
  const callback = parsed.data;
  const note = deps.note ?? (() => undefined);
  note({ scope: callback.scope, createdAt: callback.created_at });

  if (callback.producer !== `stores/${deps.storeHash}`) {
    note({ scope: 'other', outcome: 'other_store' });
    return json(403, {
      error: `This storefront serves stores/${deps.storeHash}; the callback's producer is another store.`,
    });
  }

  const invalidation = invalidationFor(callback);
  if (!invalidation) {
    deps.log(
      `webhook ${callback.scope} (${callback.data.type} ${String(callback.data.id)}): no cached page depends on it; acknowledged`,
    );
    // A scope this storefront does not know is not a label of its own (any sender with the
    // secret could invent many).
    note({ scope: 'other', outcome: 'ignored' });
    return json(200, { status: 'ignored', revalidated: [] });
  }

  // A redelivery (the store sends one when it did not see our answer) was handled the
  // first time; it revalidates nothing again. A signed callback names its event exactly
  // (webhook-id, the same on every redelivery), and a replay of it is the same id. An
  // unsigned one is known by scope, hash and created_at: two genuine changes within one
  // second whose data is the same ({type, id}) look like a redelivery then; the second is
  // refreshed by the entries' cache life, and a change the shopper made through this
  // storefront refreshes its own pages without waiting for a webhook.
  const key =
    signature.outcome === 'verified'
      ? `id|${signature.id}`
      : `${callback.scope}|${callback.hash}|${callback.created_at}`;
  let first: boolean;
  try {
    first = await deps.recent.firstTime(key);
  } catch (error) {
    note({ dedupe: 'unknown' });
    deps.log(
      `webhook ${callback.scope}: could not check for a redelivery (${reasonOf(error)}); answered 503 so the store retries`,
    );
    return json(503, RETRY_LATER);
  }
  note({ dedupe: first ? 'first' : 'redelivery' });
  if (!first) {
    note({ outcome: 'duplicate' });
    return json(200, { status: 'duplicate', revalidated: [] });
  }

  // A tag revalidated within the window waits for the window's one trailing run.
  const admission = deps.window.admit(invalidation.tags);
  try {
    await deps.revalidate(admission.now);
  } catch (error) {
    // Not processed after all: forget it, so the store's retry (which a 503 asks for) is
    // not taken for a redelivery of something already done.
    deps.window.forget(admission.now);
    await deps.recent.forget(key).catch(() => undefined);
    deps.log(
      `webhook ${callback.scope}: revalidating failed (${reasonOf(error)}); answered 503 so the store retries`,
    );
    return json(503, RETRY_LATER);
  }
  if (admission.startsTrailingRun) deps.later(() => trailingRun(deps));
  const orderId = invalidation.orderForCustomerList;
  if (orderId !== undefined)
    deps.later(() => refreshCustomerOrderList(orderId, callback.scope, deps));

  // Nothing revalidated now (every tag waits for the window's run): nothing to purge yet.
  const edge: EdgeOutcome =
    admission.now.length > 0 ? await deps.purgeEdge(admission.now) : 'no edge';
  note({ outcome: 'revalidated', tags: admission.now, edge });
  const waiting = admission.deferred.length
    ? `; with the window's run: ${admission.deferred.join(', ')}`
    : '';
  deps.log(
    `webhook ${callback.scope} (${callback.data.type} ${String(callback.data.id)}): revalidated ${admission.now.join(', ') || 'nothing'}${waiting}${edge === 'no edge' ? '' : `; edge ${edge}`}`,
  );
  return json(200, {
    status: 'accepted',
    revalidated: admission.now,
    ...(admission.deferred.length ? { coalesced: admission.deferred } : {}),
    ...(edge === 'no edge' ? {} : { edge }),
  });
}

const timer = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * The window's trailing run, after the answer of the callback that started it: every
 * tag that waited is revalidated once and purged at the edge once. A failure puts them
 * back to wait, and the next callback starts another run (the store got its 200 and will
 * not send these again; without a next callback they refresh with their cache life).
 */
async function trailingRun(deps: ReceiverDeps): Promise<void> {
  await (deps.sleep ?? timer)(deps.window.windowMs);
  const tags = deps.window.takeWaiting();
  if (tags.length === 0) return;
  try {
    await deps.revalidate(tags);
  } catch (error) {
    deps.window.putBack(tags);
    deps.log(
      `webhook window: revalidating ${tags.length} coalesced tags failed (${reasonOf(error)}); the next callback retries them`,
    );
    return;
  }
  const edge = await deps.purgeEdge(tags);
  deps.log(
    `webhook window: revalidated ${tags.length} coalesced tags: ${tags.slice(0, 20).join(', ')}${tags.length > 20 ? ', …' : ''}${edge === 'no edge' ? '' : `; edge ${edge}`}`,
  );
}

/**
 * Refreshes the order list of a new order's customer, run after the answer. The callback
 * does not say whose order it is, so the store is asked; when it cannot say (unreachable,
 * refused), every order list is refreshed instead: costlier, but no list stays stale, and
 * the store will not send this callback again once it got its 200.
 */
async function refreshCustomerOrderList(
  orderId: number,
  scope: string,
  deps: ReceiverDeps,
): Promise<void> {
  try {
    const customerId = await deps.customerOfOrder(orderId);
    if (customerId) await deps.revalidate([cacheTags.customerOrders(customerId)]);
  } catch (error) {
    // unavailableReason names the failure from safe parts only, never a token.
    deps.log(
      `webhook ${scope}: could not look up the customer of order ${orderId} (${unavailableReason(error)}); refreshing every order list instead`,
    );
    await Promise.resolve(deps.revalidate([cacheTags.orderLists()])).catch((failure: unknown) =>
      deps.log(`webhook ${scope}: refreshing every order list failed too (${reasonOf(failure)})`),
    );
  }
}
