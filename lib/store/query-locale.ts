import 'server-only';
import { locale as localeSegment } from 'next/root-params';
import { storeLocaleOfSegment } from '../shared/locale-path';

export { withLocaleDirective } from './locale-directive';

/**
 * The language to ask the store in: the page's `[locale]` segment when it names one, or
 * null in the default language and where there is no page (a route handler, a server
 * action, the proxy), where the store answers in its default. Read in a 'use cache'
 * loader, it keys the entry by the language, and by nothing else of the address.
 */
export async function queryLocale(): Promise<string | null> {
  let segment: string | undefined;
  try {
    segment = await localeSegment();
  } catch {
    // Route handlers and server actions have no root parameters.
    return null;
  }
  return storeLocaleOfSegment(segment);
}

/**
 * How a query names its language: `{ locale: 'fr' }` (or null, the store's default) asks
 * in that one whatever the page's, for what a page shows of its other languages (their
 * addresses); without it, the page's (queryLocale). A 'use cache' loader that names it
 * reads no root parameter, so its entry is shared by every language's pages.
 */
export interface InLocale {
  locale?: string | null;
}

/** The language of a query: the one it names, else the page's. */
export const localeOfQuery = async ({ locale }: InLocale = {}): Promise<string | null> =>
  locale === undefined ? queryLocale() : locale;
