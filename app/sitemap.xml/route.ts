import { connection } from 'next/server';
import { publicUrl } from '@/lib/runtime/public-url';
import { getSitemapEntries, sitemapCount } from '@/lib/data/sitemap';
import { sitemapXml } from '@/lib/shared/sitemap-xml';
import { drainAware } from '@/lib/runtime/draining';
import { getShopLocales } from '@/lib/i18n/shop-locales';

/**
 * `/sitemap.xml`, where robots.txt points: the index of the shop's sitemaps
 * (app/sitemap/[file]/route.ts writes one per 50,000 addresses, each language's counted),
 * so a catalog of any size is listed. Made per request, on the running server's PUBLIC_URL.
 */
async function answer(): Promise<Response> {
  // Request time only: never prerendered at build, where there may be no store to ask.
  await connection();
  const count = sitemapCount((await getSitemapEntries(await getShopLocales())).count);
  const urls = await Promise.all(
    Array.from({ length: count }, (_, id) => publicUrl(`/sitemap/${id}.xml`)),
  );
  return new Response(sitemapXml('sitemapindex', urls), {
    // Cache-Control and the edge keys come from next.config.mjs (lib/shared/edge-routes.mjs).
    headers: { 'content-type': 'application/xml; charset=utf-8' },
  });
}

/** Its answers close the connection while the server drains (lib/runtime/draining.ts). */
export const GET = drainAware(answer);
