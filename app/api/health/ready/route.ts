import { readiness } from '@/lib/runtime/readiness';

/**
 * GET /api/health/ready: readiness. 200 when the store's GraphQL endpoint answers and,
 * when one is configured, the shared cache does; otherwise 503 with the dependency that
 * failed (names and reasons, never a URL or a secret). A verdict is reused for two
 * seconds, so frequent probes cost the store little. Never cached.
 */
export async function GET(): Promise<Response> {
  const { ready, checks } = await readiness();
  return Response.json(
    { status: ready ? 'ready' : 'not ready', checks },
    {
      status: ready ? 200 : 503,
      headers: { 'cache-control': 'no-store', ...(ready ? {} : { 'retry-after': '5' }) },
    },
  );
}
