import { getRequestConfig } from 'next-intl/server';
import { messagesFor } from './messages';
import { requestLocale } from './request-language';

/**
 * next-intl's configuration for a render (named by next.config.mjs): the page's language
 * from its `[locale]` root parameter, so pages stay static, one per language. A server
 * action has no page: the language of the page it was posted from (requestLocale).
 */
export default getRequestConfig(async ({ locale: asked }) => {
  const locale = asked ?? (await requestLocale()).code;
  return {
    locale,
    messages: await messagesFor(locale),
    // Dates are the store's, in UTC; a server's own zone would make pages differ by host.
    timeZone: 'UTC',
  };
});
