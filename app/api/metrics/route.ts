import { connection } from 'next/server';
import { metrics } from '@/lib/observability/metrics';
import { secretMatches } from '@/lib/webhooks/verify';
import { drainAware } from '@/lib/runtime/draining';

/** Never kept by the edge, a CDN or a browser: each scrape reads this process now. */
const NO_STORE = { 'cache-control': 'private, no-store' };

/**
 * GET /api/metrics: this process's Prometheus metrics (lib/observability/metrics.ts), for a
 * scraper holding `Authorization: Bearer $METRICS_TOKEN`. Without METRICS_TOKEN there is no
 * such endpoint (404): metrics are never open by default. A missing or wrong token is a
 * 401, compared in constant time. Each instance answers for itself (README, "Watching it").
 */
async function answer(request: Request): Promise<Response> {
  await connection();
  const expected = process.env.METRICS_TOKEN?.trim();
  if (!expected) return Response.json({ error: 'Not found.' }, { status: 404, headers: NO_STORE });
  const given = /^Bearer (\S+)$/i.exec(request.headers.get('authorization') ?? '')?.[1] ?? null;
  if (!secretMatches(given, expected))
    return Response.json(
      { error: 'Send the metrics token as Authorization: Bearer <METRICS_TOKEN>.' },
      { status: 401, headers: { ...NO_STORE, 'www-authenticate': 'Bearer realm="metrics"' } },
    );
  const { registry } = metrics();
  return new Response(await registry.metrics(), {
    headers: { ...NO_STORE, 'content-type': registry.contentType },
  });
}

/** Its answers close the connection while the server drains (lib/runtime/draining.ts). */
export const GET = drainAware(answer);
