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
  'address-invalid': {
    tone: 'error',
    title: 'Your address was not saved',
    text: 'Check the address: every required field filled in, and a postal code and state that belong to the country. Then save it again.',
  },
  'address-not-saved': {
    tone: 'error',
    title: 'Your address was not saved',
    text: 'The store did not accept the change just now. Please try again in a moment.',
  },
  'details-saved': {
    tone: 'success',
    title: 'Your details are saved',
    text: 'Your name, e-mail address and phone number are up to date.',
  },
  'details-invalid': {
    tone: 'error',
    title: 'Your details were not saved',
    text: 'Check your details: a first and last name, an e-mail address like name@example.com that no other account uses, a phone number with digits only (or none), and your current password when you change your e-mail address.',
  },
  'details-not-saved': {
    tone: 'error',
    title: 'Your details were not saved',
    text: 'The store did not accept the change just now. Please try again in a moment; if your session ended, sign in again.',
  },
  'password-changed': {
    tone: 'success',
    title: 'Your password is changed',
    text: 'Your other sessions are signed out; this one stays signed in.',
  },
  'password-invalid': {
    tone: 'error',
    title: 'Your password was not changed',
    text: 'Check the passwords: your current password, and a new one that follows the rules shown, typed the same twice.',
  },
  'password-not-changed': {
    tone: 'error',
    title: 'Your password was not changed',
    text: 'The store did not accept the change just now. Please try again in a moment; if your session ended, sign in again.',
  },
  'newsletter-subscribed': {
    tone: 'success',
    title: 'You are subscribed to the newsletter',
    text: 'We will send it to your account’s e-mail address.',
  },
  'newsletter-unsubscribed': {
    tone: 'success',
    title: 'You will no longer get the newsletter',
    text: 'You can subscribe again here at any time.',
  },
  'newsletter-not-saved': {
    tone: 'error',
    title: 'Your newsletter choice was not saved',
    text: 'Choose whether you want the newsletter, then try again in a moment.',
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
  'wishlist-name-invalid': {
    tone: 'error',
    title: 'The list was not saved',
    text: 'Give the list a name of at most 100 characters, then try again.',
  },
  'wishlist-renamed': {
    tone: 'success',
    title: 'Wishlist renamed',
    text: 'The list has its new name.',
  },
  'wishlist-shared': {
    tone: 'success',
    title: 'Wishlist shared',
    text: 'Anyone with its link can see the list; copy the link below.',
  },
  'wishlist-unshared': {
    tone: 'success',
    title: 'Wishlist no longer shared',
    text: 'Only you can see this list now.',
  },
  'wishlist-item-removed': {
    tone: 'success',
    title: 'Removed from your wishlist',
    text: 'The item is no longer on this list.',
  },
  'wishlist-item-not-moved': {
    tone: 'error',
    title: 'The item was not moved to your cart',
    text: 'The store did not add it (it may need options chosen on its page, or be out of stock). The list is shown as it is now.',
  },
  'wishlist-not-saved': {
    tone: 'error',
    title: 'Your change was not saved',
    text: 'The list may have been deleted in another window, or the store did not answer. The list is shown as it is now; please try again in a moment.',
  },
  'wishlist-signed-out': {
    tone: 'error',
    title: 'Your session has ended',
    text: 'Sign in again to change your wishlists.',
  },
  'signed-out': {
    tone: 'success',
    title: 'You are signed out',
    text: 'Your cart stays with your account: sign in again to see it.',
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
