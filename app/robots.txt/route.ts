import { PAGES, ROUTES } from '@/lib/shared/routes';
import { STATE_MARK } from '@/lib/shared/listing-state';
import { publicUrl } from '@/lib/runtime/public-url';
import { drainAware } from '@/lib/runtime/draining';

/**
 * What crawlers may visit: the catalog at its canonical addresses. Not the shopper's own
 * pages (cart, checkout, account, the currency switch, the API), nor the variants of
 * catalog pages that carry a state after `~` (searches, filters, orders, pages of a
 * listing or of reviews, other currencies: each page's canonical address and the sitemap
 * cover what they show) or a query string for a search. Made per request, so the sitemap
 * it names is on the running server's PUBLIC_URL (lib/runtime/public-url.ts).
 */
const DISALLOWED = [
  ROUTES.cart,
  ROUTES.checkout,
  PAGES.account,
  '/currency',
  '/api/',
  `/*/${STATE_MARK}/`,
  `/${STATE_MARK}/`,
  `${PAGES.search}?`,
];

async function answer(): Promise<Response> {
  const lines = [
    'User-agent: *',
    'Allow: /',
    ...DISALLOWED.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${await publicUrl('/sitemap.xml')}`,
    '',
  ];
  return new Response(lines.join('\n'), {
    headers: {
      'content-type': 'text/plain; charset=utf-8',
      'cache-control': 'public, max-age=3600',
    },
  });
}

/** Its answers close the connection while the server drains (lib/runtime/draining.ts). */
export const GET = drainAware(answer);
