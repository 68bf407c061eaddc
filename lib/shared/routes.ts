/**
 * THE table of the storefront's pages for the store's ten site route types (seed 2.5).
 * The setup script registers these patterns as the channel's site routes, pages link
 * with `routePath`, and the store expands the same patterns when it builds links in
 * e-mails. A path is also the name of its folder under app/, and proxy.ts's matcher
 * (which Next.js reads as written) repeats the paths it guards:
 * tests/unit/route-places.test.ts fails naming the place that disagrees with this table.
 *
 * An eleventh route type touches:
 *   1. ROUTE_TYPES and ROUTES below;
 *   2. its page folder under app/ (app/<path>/page.tsx, or route.ts for a redirect);
 *   3. the setup script: nothing to edit (scripts/setup/routes-step.ts registers this
 *      table), but its expected counts (tests/integration/setup*.test.ts);
 *   4. the local store service's route-type rules (SITE_ROUTE_TYPES in
 *      emulator/sites/rules.ts), if the type is new to it;
 *   5. the test that counts ten (tests/unit/routes.test.ts), and proxy.ts's matcher if
 *      the page checks who may see it.
 */
export const ROUTE_TYPES = [
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
] as const;
export type RouteType = (typeof ROUTE_TYPES)[number];

/** Route patterns; variables are `{id}`, `{slug}` (may contain `/`) and `{lang}`. */
export const ROUTES = {
  home: '/',
  product: '/products/{slug}',
  cart: '/cart',
  checkout: '/checkout',
  create_account: '/account/register',
  forgot_password: '/account/forgot-password',
  account_order_status: '/account/orders/{id}',
  account_new_return: '/account/orders/{id}/return',
  recover_abandoned_cart: '/cart/recover',
  unsubscribe: '/newsletter/unsubscribe',
} as const satisfies Record<RouteType, string>;

/** Storefront pages that are not site route types. */
export const PAGES = {
  signIn: '/account/sign-in',
  account: '/account',
  addresses: '/account/addresses',
  newAddress: '/account/addresses/new',
  address: '/account/addresses/{id}',
  accountSettings: '/account/settings',
  wishlists: '/account/wishlists',
  wishlist: '/account/wishlists/{id}',
  /** A wishlist its owner shared, by its share token. */
  sharedWishlist: '/wishlists/{token}',
  giftCertificates: '/gift-certificates',
  giftCertificateBalance: '/gift-certificates/balance',
  search: '/search',
  category: '/categories/{slug}',
  help: '/help',
  brand: '/brands/{slug}',
  content: '/pages/{slug}',
} as const;

export type RouteVariable = 'id' | 'slug' | 'lang' | 'token';
export type RouteVariables = Partial<Record<RouteVariable, string | number>>;

const VARIABLE = /\{(id|slug|lang|token)\}/g;
const ANY_VARIABLE = /\{([^}]*)\}/g;

/** What each variable may match in a path: `{slug}` spans segments, the others do not. */
const VARIABLE_SOURCE: Record<RouteVariable, string> = {
  id: '[0-9]+',
  slug: '.+?',
  lang: '[A-Za-z]{2,3}(?:-[A-Za-z0-9]{2,8})*',
  // A store-made token (a shared wishlist's): one segment of anything.
  token: '[^/]+',
};

const isRouteVariable = (name: string | undefined): name is RouteVariable =>
  name !== undefined && Object.hasOwn(VARIABLE_SOURCE, name);

/** The variables a pattern uses, in order. Unknown `{...}` names are an error. */
export function routeVariables(pattern: string): RouteVariable[] {
  return [...pattern.matchAll(ANY_VARIABLE)].map(([whole, name]) => {
    if (!isRouteVariable(name)) {
      throw new Error(
        `Route pattern "${pattern}" uses ${whole}; only {id}, {slug}, {lang} and {token} exist.`,
      );
    }
    return name;
  });
}

/**
 * Fills a pattern's variables. A slug is inserted as is (its `/` kept) with each segment
 * URL-encoded; a missing variable is an error, since a half-built link is a broken link.
 */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

export function expandRoute(pattern: string, variables: RouteVariables): string {
  routeVariables(pattern);
  return pattern.replace(VARIABLE, (_, name: RouteVariable) => {
    const value = variables[name];
    if (value === undefined || value === '')
      throw new Error(`Route pattern "${pattern}" needs {${name}}.`);
    // A lone surrogate (half a character) cannot be URL-encoded: it becomes U+FFFD, as a
    // browser would send it, instead of an exception.
    const text = String(value).replace(LONE_SURROGATE, '\uFFFD');
    if (name === 'slug')
      return text
        .replace(/^\/+|\/+$/g, '')
        .split('/')
        .map(encodeURIComponent)
        .join('/');
    return encodeURIComponent(text);
  });
}

const matchers = new Map<string, RegExp>();

/** The variables of `path` under `pattern`, or null when the path is not that route. */
export function matchRoute(pattern: string, path: string): RouteVariables | null {
  let matcher = matchers.get(pattern);
  if (!matcher) {
    const names = routeVariables(pattern);
    const literal = pattern.split(VARIABLE).filter((_, i) => i % 2 === 0);
    const source = literal
      .map(escapeRegExp)
      .reduce(
        (acc, part, i) => acc + part + (names[i] ? `(${VARIABLE_SOURCE[names[i]]})` : ''),
        '',
      );
    matcher = new RegExp(`^${source}/?$`);
    matchers.set(pattern, matcher);
  }
  const pathname = path.split(/[?#]/)[0] ?? '';
  const found = matcher.exec(pathname);
  if (!found) return null;
  const names = routeVariables(pattern);
  const variables: RouteVariables = {};
  names.forEach((name, i) => {
    const raw = found[i + 1]!;
    variables[name] =
      name === 'slug' ? raw.split('/').map(decodeURIComponent).join('/') : decodeURIComponent(raw);
  });
  return variables;
}

/** The storefront path of a route type (what pages link to). */
export function routePath(type: RouteType, variables: RouteVariables = {}): string {
  return expandRoute(ROUTES[type], variables);
}

/** The storefront path of one of the other pages. */
export function pagePath(page: keyof typeof PAGES, variables: RouteVariables = {}): string {
  return expandRoute(PAGES[page], variables);
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
