import 'server-only';
import { headers } from 'next/headers';
import { localePrefix, localizedHref } from '../shared/locale-path';
import { PAGE_LANGUAGE_HEADER } from '../shared/page-language-header';
import { pageLocale } from './page-locale';
import { getShopLocales } from './shop-locales';

/**
 * The language of the page a request is for: a page's render reads its `[locale]` root
 * parameter; a server action has none (next/root-params is not available in actions), so
 * it reads the language proxy.ts took from the address the action was posted to (every
 * action post runs the proxy, which always overwrites a header a browser sent). A code the
 * channel does not offer, or none, is the channel's default language.
 */
export async function requestLocale(): Promise<{ code: string; prefix: string }> {
  const page = await pageLocaleOfRender();
  if (page) return { code: page.code, prefix: page.prefix };
  const shop = await getShopLocales();
  // A page in a language the channel does not offer is not found; its words are the default's.
  const asked = page === null ? null : (await headers()).get(PAGE_LANGUAGE_HEADER);
  const code = asked && shop.all.includes(asked) ? asked : shop.default;
  return { code, prefix: localePrefix(code, shop.default) };
}

/**
 * A path of the default language (`/account`, `/cart?notice=…`) in the language of the page
 * the request is for: where an action or a page redirects the shopper, so a French shopper
 * stays on French pages. A path that has a language already is left as it is.
 */
export async function inPageLanguage(path: string): Promise<string> {
  return localizedHref(path, (await requestLocale()).prefix);
}

/** The page's language; null for a page in a language the channel lacks; undefined in an action. */
async function pageLocaleOfRender() {
  try {
    return await pageLocale();
  } catch {
    // No root parameters: a server action.
    return undefined;
  }
}
