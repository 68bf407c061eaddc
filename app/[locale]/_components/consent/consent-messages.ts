import type { ChoosableCategory } from '@/lib/shared/consent';

/**
 * Every string of the cookie consent banner and its footer link, in one place, so the
 * shop's message catalogs can take them over as they are (issue 29).
 */
export const CONSENT_MESSAGES = {
  title: 'Cookies on this shop',
  intro:
    'We use cookies and scripts that keep the shop working. With your permission we also use some for live chat, to measure visits and to show you relevant ads. You can change your mind at any time from "Cookie settings" at the bottom of every page.',
  privacyPolicy: 'Privacy policy',
  acceptAll: 'Accept all',
  rejectAll: 'Reject all',
  choose: 'Choose cookies',
  save: 'Save my choices',
  categoriesLegend: 'Cookies you allow',
  essential: {
    name: 'Essential',
    description: 'Needed for the cart, sign-in and checkout. Always on.',
  },
  categories: {
    functional: { name: 'Functional', description: 'Live chat and other extra features.' },
    analytics: { name: 'Analytics', description: 'Counting visits so we can improve the shop.' },
    targeting: { name: 'Advertising', description: 'Showing you ads that match your interests.' },
  } satisfies Record<ChoosableCategory, { name: string; description: string }>,
  footerLink: 'Cookie settings',
} as const;
