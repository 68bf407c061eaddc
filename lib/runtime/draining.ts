import { processWide } from '../shared/process-wide.mjs';

/**
 * Whether this process is draining: it had SIGTERM, Next.js's server takes no new
 * connections and finishes the requests under way (lib/runtime/graceful-shutdown.ts).
 *
 * A client with a kept-alive connection would go on sending on it until the process exits,
 * and its last requests would meet a reset: so while draining, the answers this app makes
 * itself (route handlers: the shopper island, webhooks, health) say `Connection: close`,
 * and the client opens its next connection to an instance that takes it. Pages cannot:
 * Next.js lets neither a page nor the proxy set Connection (it drops the proxy's, as a
 * hop-by-hop header), so behind a load balancer, readiness (503 while draining) and the
 * edge's own retry of a closed backend connection carry them (README, Deploying).
 *
 * The state is process-wide: Next.js bundles this module into each route apart from the
 * instrumentation hook that sees the signal.
 */
const drainState = () => processWide('draining', () => ({ draining: false }));

export function startDraining(): void {
  drainState().draining = true;
}

export function draining(): boolean {
  return drainState().draining;
}

/** The response as it is, or, while draining, with `Connection: close` (a copy where its headers are immutable). */
function closingWhileDraining<R extends Response>(response: R): R {
  if (!draining()) return response;
  try {
    response.headers.set('connection', 'close');
    return response;
  } catch {
    // Response.redirect() and fetch() answers have immutable headers.
    const headers = new Headers(response.headers);
    headers.set('connection', 'close');
    return new Response(response.body, {
      status: response.status,
      statusText: response.statusText,
      headers,
    }) as R;
  }
}

/** A route handler whose answers close their connection while draining (closingWhileDraining). */
export function drainAware<A extends unknown[], R extends Response>(
  handler: (...args: A) => Promise<R>,
): (...args: A) => Promise<R> {
  return async (...args) => closingWhileDraining(await handler(...args));
}
