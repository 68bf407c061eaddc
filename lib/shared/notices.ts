import { withQuery } from './links';

/**
 * A message another page sends the shopper to a page with (`?notice=<key>`), from that
 * page's fixed table: its tone here, its words in messages/*.json (`<namespace>.<key>.title`
 * and `.text`), looked up when the page is rendered, in the page's language.
 */
export interface PageNotice {
  tone: 'success' | 'warning' | 'error';
}

/** A notice found in its table: its tone, and the key of its words (`cartNotices.recovered`). */
export interface FoundNotice extends PageNotice {
  message: string;
}

/** The notice a `?notice=` value names in a table, or null (only the table's own keys: not `constructor`). */
export function noticeOf<Key extends string>(
  table: Readonly<Record<Key, PageNotice>>,
  namespace: string,
  raw: string | undefined,
): FoundNotice | null {
  return raw !== undefined && Object.hasOwn(table, raw)
    ? { tone: table[raw as Key].tone, message: `${namespace}.${raw}` }
    : null;
}

/** A page path carrying one of its notices. */
export const withNotice = (path: string, notice: string) => withQuery(path, { notice });
