import { z } from 'zod';

/**
 * Route types a site route may have: the ten of the seed (section 2.5) plus the other
 * types of the real service's reference, whose schema enum and route-type table each
 * list a different subset. Accepting the union keeps setup scripts written against
 * either working.
 */
export const SITE_ROUTE_TYPES = [
  'account_new_return',
  'account_order_status',
  'cart',
  'checkout',
  'create_account',
  'forgot_password',
  'home',
  'product',
  'recover_abandoned_cart',
  'unsubscribe',
  'account',
  'blog',
  'brand',
  'category',
  'login',
  'page',
  'returns',
  'search',
  'static',
] as const;
export type SiteRouteType = (typeof SITE_ROUTE_TYPES)[number];

/** Variables a route template may use. */
export const ROUTE_VARIABLES = ['id', 'slug', 'lang'] as const;
export type RouteVariable = (typeof ROUTE_VARIABLES)[number];

/** `matching` value of a route that applies to every item of its type. */
export const MATCH_ALL = '*';

/** The URL types every site reports in `urls`. */
export const SITE_URL_TYPES = ['primary', 'canonical', 'checkout'] as const;

const isRouteVariable = (name: string): name is RouteVariable =>
  (ROUTE_VARIABLES as readonly string[]).includes(name);

/** What is wrong with a route template, or null when it is usable. */
export function routeTemplateProblem(template: string): string | null {
  if (!template.startsWith('/')) {
    return `route must be a path on the storefront starting with "/", e.g. "/cart/"; got "${template}".`;
  }
  const unknown = [...template.matchAll(/\{([^{}]*)\}/g)]
    .map((m) => m[1] ?? '')
    .filter((name) => !isRouteVariable(name));
  if (unknown.length) {
    // The real reference spells the language variable both ways; only one is accepted here.
    const hint = unknown.includes('language') ? ' Write {language} as {lang}.' : '';
    return `route uses the unknown variable ${unknown.map((n) => `{${n}}`).join(', ')}; only {id}, {slug} and {lang} are allowed.${hint}`;
  }
  if (/[{}]/.test(template.replace(/\{[^{}]*\}/g, ''))) {
    return 'route has a "{" or "}" that does not enclose a variable; use {id}, {slug} or {lang}.';
  }
  return null;
}

/**
 * An absolute http(s) URL written out in full (`https://host...`), or null. The URL parser
 * alone would also take forms such as `http:/shop` or `https:shop.example.com`, which
 * are not what anyone means to store as a site's address.
 */
export function parseHttpUrl(value: string): URL | null {
  if (!/^https?:\/\/[^/\\]/i.test(value)) return null;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return null;
  }
  return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname ? url : null;
}

export const siteUrl = z
  .string()
  .trim()
  .max(2048, 'url is at most 2048 characters')
  .refine(
    (value) => parseHttpUrl(value) !== null,
    'url must be an absolute http(s) URL, e.g. "https://shop.example.com/"',
  );

export const routeType = z.enum(SITE_ROUTE_TYPES, {
  error: `type must be one of ${SITE_ROUTE_TYPES.join(', ')}`,
});

export const routeMatching = z
  .string()
  .regex(
    /^(\*|[1-9]\d{0,15})$/,
    'matching must be "*" (every item of the type) or an item id as text, e.g. "12"',
  );

export const routeTemplate = z
  .string()
  .trim()
  .min(1, 'route must not be empty')
  .max(2048, 'route is at most 2048 characters')
  .superRefine((template, ctx) => {
    const problem = routeTemplateProblem(template);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });

export const duplicateRouteMessage = (siteId: number, matching: string, type: string) =>
  `Route already exists for site ${siteId} matching ${matching} for type ${type}`;
