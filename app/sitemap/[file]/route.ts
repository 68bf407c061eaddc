import { connection } from 'next/server';
import { publicOrigin } from '@/lib/runtime/public-url';
import { SITEMAP_LIMIT, getSitemapEntries } from '@/lib/data/sitemap';
import { sitemapXml } from '@/lib/shared/sitemap-xml';
import { drainAware } from '@/lib/runtime/draining';
import { getShopLocales } from '@/lib/i18n/shop-locales';

/**
 * `/sitemap/0.xml`, `/sitemap/1.xml`…: the shop's addresses, at most 50,000 per file (the
 * protocol's limit), listed by the index at `/sitemap.xml`. The addresses come from the
 * store, cached and refreshed by its catalog webhooks (getSitemapPaths); where the channel
 * offers several languages, each page is listed at its address in each, and every entry
 * names the others as `hreflang` alternates (lib/shared/sitemap-entries.ts). The XML is
 * made per request, on the running server's PUBLIC_URL (lib/runtime/public-url.ts).
 */
async function answer(
  _request: Request,
  { params }: { params: Promise<{ file: string }> },
): Promise<Response> {
  // Request time only: never prerendered at build, where there may be no store to ask.
  await connection();
  const { file } = await params;
  const match = /^(0|[1-9][0-9]{0,5})\.xml$/.exec(file);
  const entries = await getSitemapEntries(await getShopLocales());
  const page = match ? Number(match[1]) : -1;
  if (page < 0 || page * SITEMAP_LIMIT >= Math.max(entries.count, 1)) {
    return new Response(`No sitemap ${file}: the sitemaps are listed at /sitemap.xml.\n`, {
      status: 404,
      headers: { 'content-type': 'text/plain; charset=utf-8' },
    });
  }
  const urls = entries.urls(page * SITEMAP_LIMIT, (page + 1) * SITEMAP_LIMIT, await publicOrigin());
  return new Response(sitemapXml('urlset', urls), {
    // Cache-Control and the edge keys come from next.config.mjs (lib/shared/edge-routes.mjs).
    headers: { 'content-type': 'application/xml; charset=utf-8' },
  });
}

/** Its answers close the connection while the server drains (lib/runtime/draining.ts). */
export const GET = drainAware(answer);
