import { type PageNotice, noticeOf, withNotice } from './notices';

/**
 * The messages the account's pages show after a change (`?notice=<key>`): the one table
 * their actions redirect with and the pages read.
 */
export const ACCOUNT_NOTICES = {
  'address-saved': {
    tone: 'success',
    title: 'Address saved',
    text: 'Your address book is up to date.',
  },
  'address-deleted': {
    tone: 'success',
    title: 'Address deleted',
    text: 'The address is no longer in your address book.',
  },
  'default-address': {
    tone: 'success',
    title: 'Default address changed',
    text: 'Checkout now starts with this address.',
  },
  'address-gone': {
    tone: 'warning',
    title: 'That address is no longer here',
    text: 'It may have been deleted in another window. Your address book is shown as it is now.',
  },
  'wishlist-created': {
    tone: 'success',
    title: 'Wishlist created',
    text: 'Save products to it with “Save for later”, or from this page.',
  },
  'wishlist-deleted': {
    tone: 'success',
    title: 'Wishlist deleted',
    text: 'The list and its items are gone.',
  },
  'wishlist-gone': {
    tone: 'warning',
    title: 'That wishlist is no longer here',
    text: 'It may have been deleted in another window.',
  },
  'store-unavailable': {
    tone: 'error',
    title: 'The store is not answering',
    text: 'We could not save your change. Please try again in a moment.',
  },
} as const satisfies Record<string, PageNotice>;

export type AccountNotice = keyof typeof ACCOUNT_NOTICES;

export const accountNoticeOf = (raw: string | undefined) => noticeOf(ACCOUNT_NOTICES, raw);

/** An account page (`path`) showing `notice`. */
export const accountPageWith = (path: string, notice: AccountNotice) => withNotice(path, notice);
