'use client';

import Link from '@/app/[locale]/_components/link';
import type { ComponentProps } from 'react';
import { addressInCurrency } from '@/lib/shared/currency-address';
import { useChosenCurrency } from './chosen-currency';

/**
 * A link to a catalog page from a part of the site that does not know the shopper's
 * currency (the header, the footer, the cart, the account pages): once in the browser, it
 * points at the page's address in the currency the shopper chose. The proxy would send
 * them there anyway, but a redirect in a client navigation's prefetch leads the router to
 * another route's address (a 404 for the segments it asked for) and costs a round trip;
 * a link that is already right needs neither. Other links are left as they are.
 */
export function CatalogLink({
  href,
  ...props
}: Omit<ComponentProps<typeof Link>, 'href'> & { href: string }) {
  const currency = useChosenCurrency();
  return <Link href={currency ? addressInCurrency(href, currency) : href} {...props} />;
}
