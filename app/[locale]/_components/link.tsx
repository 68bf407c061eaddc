'use client';

import NextLink from 'next/link';
import type { ComponentProps } from 'react';
import { localizedHref } from '@/lib/shared/locale-path';
import { useLocalePrefix } from './locale-prefix';

/**
 * next/link in the page's language: a link to a page that has an address in each language
 * (lib/shared/locale-path.ts) gets the page's prefix, so a French page links to French
 * pages. Pages name their links in the default language, as lib/shared/routes.ts does.
 */
export default function Link({ href, ...props }: ComponentProps<typeof NextLink>) {
  const prefix = useLocalePrefix();
  return (
    <NextLink href={typeof href === 'string' ? localizedHref(href, prefix) : href} {...props} />
  );
}
