import { readiness } from '@/lib/runtime/readiness';
import { drainAware } from '@/lib/runtime/draining';

/**
 * GET /api/health/ready: readiness. 200 when the store's GraphQL endpoint answers and,
 * when one is configured, the shared cache does; otherwise 503 with the dependency that
 * failed (names and reasons, never a URL or a secret), or `draining` after SIGTERM, so
 * a load balancer stops sending here while the requests under way finish. A verdict is reused for two
 * seconds, so frequent probes cost the store little. Never cached.
 */
async function answer(): Promise<Response> {
  const { ready, draining, checks } = await readiness();
  return Response.json(
    { status: ready ? 'ready' : draining ? 'draining' : 'not ready', checks },
    {
      status: ready ? 200 : 503,
      headers: { 'cache-control': 'no-store', ...(ready ? {} : { 'retry-after': '5' }) },
    },
  );
}

/** Its answers close the connection while the server drains (lib/runtime/draining.ts). */
export const GET = drainAware(answer);
