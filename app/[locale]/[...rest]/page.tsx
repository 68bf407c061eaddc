import { notFound } from 'next/navigation';

/**
 * An address no page of the shop has (`/no-such-page`, `/fr/no-such-page`): the shop's own
 * not-found page, in the page's language and layout (app/[locale]/not-found.tsx). Without
 * it Next.js answers such an address with its bare 404, as the root layout is the
 * `[locale]` one (next-intl's way to catch unknown routes).
 */
export default function UnknownPage() {
  notFound();
}
