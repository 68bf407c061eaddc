import 'server-only';
import { connection } from 'next/server';
import { getStorefrontConfig } from '../store/config';

/**
 * An absolute URL on the shop's public origin, for answers made per request (robots.txt,
 * the sitemaps): it waits for a request first, so the answer is never prerendered and
 * always names the running server's PUBLIC_URL, not the one the build saw.
 */
export async function publicUrl(path: string): Promise<string> {
  await connection();
  return `${getStorefrontConfig().PUBLIC_URL}${path}`;
}
