import 'server-only';
import { locale as localeSegment } from 'next/root-params';
import { DEFAULT_LOCALE_SEGMENT } from '../shared/locale-path';

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
  return segment && segment !== DEFAULT_LOCALE_SEGMENT ? segment : null;
}
