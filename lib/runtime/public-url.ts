import 'server-only';
import { connection } from 'next/server';
import { getStorefrontConfig } from '../store/config';

/**
 * The shop's public origin (PUBLIC_URL) for answers made per request (robots.txt, the
 * sitemaps): it waits for a request first, so the answer is never prerendered and always
 * names the running server's PUBLIC_URL, not the one the build saw. A sitemap file reads
 * it once for its 50,000 addresses and their alternates.
 */
export async function publicOrigin(): Promise<string> {
  await connection();
  return getStorefrontConfig().PUBLIC_URL;
}

/** An absolute URL on the shop's public origin (publicOrigin). */
export async function publicUrl(path: string): Promise<string> {
  return `${await publicOrigin()}${path}`;
}
