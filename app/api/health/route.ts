import { connection } from 'next/server';

/**
 * GET /api/health: liveness. The process is up and answers; it asks nothing of the store
 * or the cache, so a load balancer may probe it as often as it likes. Answered by this
 * process each time (connection(): never a copy prerendered at build), never cached.
 */
export async function GET(): Promise<Response> {
  await connection();
  return Response.json({ status: 'up' }, { headers: { 'cache-control': 'no-store' } });
}
