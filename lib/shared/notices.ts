import { withQuery } from './links';

/** A message another page sends the shopper to a page with (`?notice=<key>`), from that page's fixed table. */
export interface PageNotice {
  tone: 'success' | 'warning' | 'error';
  title: string;
  text: string;
}

/** The notice a `?notice=` value names in a table, or null (only the table's own keys: not `constructor`). */
export function noticeOf<Key extends string>(
  table: Readonly<Record<Key, PageNotice>>,
  raw: string | undefined,
): PageNotice | null {
  return raw !== undefined && Object.hasOwn(table, raw) ? table[raw as Key] : null;
}

/** A page path carrying one of its notices. */
export const withNotice = (path: string, notice: string) => withQuery(path, { notice });
