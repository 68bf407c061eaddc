import { connection } from 'next/server';
import { drainAware } from '@/lib/runtime/draining';

/**
 * GET /api/health: liveness. The process is up and answers; it asks nothing of the store
 * or the cache, so a load balancer may probe it as often as it likes. Answered by this
 * process each time (connection(): never a copy prerendered at build), never cached.
 */
async function answer(): Promise<Response> {
  await connection();
  return Response.json({ status: 'up' }, { headers: { 'cache-control': 'no-store' } });
}

/** Its answers close the connection while the server drains (lib/runtime/draining.ts). */
export const GET = drainAware(answer);
