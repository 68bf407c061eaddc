import { type PageNotice, noticeOf, withNotice } from './notices';

/**
 * The messages the account's pages show after a change (`?notice=<key>`): the one table
 * their actions redirect with and the pages read. Their words are
 * `accountNotices.<key>.title` and `.text` in messages/*.json, in the page's language.
 */
export const ACCOUNT_NOTICES = {
  'address-saved': { tone: 'success' },
  'address-deleted': { tone: 'success' },
  'default-address': { tone: 'success' },
  'address-gone': { tone: 'warning' },
  'address-invalid': { tone: 'error' },
  'address-not-saved': { tone: 'error' },
  'details-saved': { tone: 'success' },
  'details-invalid': { tone: 'error' },
  'details-not-saved': { tone: 'error' },
  'password-changed': { tone: 'success' },
  'password-invalid': { tone: 'error' },
  'password-not-changed': { tone: 'error' },
  'newsletter-subscribed': { tone: 'success' },
  'newsletter-unsubscribed': { tone: 'success' },
  'newsletter-not-saved': { tone: 'error' },
  'wishlist-created': { tone: 'success' },
  'wishlist-deleted': { tone: 'success' },
  'wishlist-gone': { tone: 'warning' },
  'wishlist-name-invalid': { tone: 'error' },
  'wishlist-renamed': { tone: 'success' },
  'wishlist-shared': { tone: 'success' },
  'wishlist-unshared': { tone: 'success' },
  'wishlist-item-removed': { tone: 'success' },
  'wishlist-item-not-moved': { tone: 'error' },
  'wishlist-not-saved': { tone: 'error' },
  'wishlist-signed-out': { tone: 'error' },
  'signed-out': { tone: 'success' },
  'store-unavailable': { tone: 'error' },
} as const satisfies Record<string, PageNotice>;

export type AccountNotice = keyof typeof ACCOUNT_NOTICES;

export const accountNoticeOf = (raw: string | undefined) =>
  noticeOf(ACCOUNT_NOTICES, 'accountNotices', raw);

/** An account page (`path`) showing `notice`. */
export const accountPageWith = (path: string, notice: AccountNotice) => withNotice(path, notice);
