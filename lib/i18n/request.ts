import { getRequestConfig } from 'next-intl/server';
import { messagesFor } from './messages';
import { pageLocale } from './page-locale';
import { getShopLocales } from './shop-locales';

/**
 * next-intl's configuration for a render (named by next.config.mjs): the page's language
 * from its `[locale]` root parameter, so pages stay static, one per language. Where a
 * render has no page (a server action), the channel's default language.
 */
export default getRequestConfig(async ({ locale: asked }) => {
  const locale = asked ?? (await pageLocaleOrNull())?.code ?? (await getShopLocales()).default;
  return {
    locale,
    messages: await messagesFor(locale),
    // Dates are the store's, in UTC; a server's own zone would make pages differ by host.
    timeZone: 'UTC',
  };
});

async function pageLocaleOrNull() {
  try {
    return await pageLocale();
  } catch {
    // No root parameters outside a page's render.
    return null;
  }
}
