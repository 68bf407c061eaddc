import Link from '@/app/[locale]/_components/link';
import { getTranslations } from 'next-intl/server';
import { requestLocale } from '@/lib/i18n/request-language';
import { localizedHref } from '@/lib/shared/locale-path';
import { inCurrency } from '@/lib/shared/links';
import { breadcrumbJsonLd } from '@/lib/shared/structured-data';
import { JsonLd } from './json-ld';
import styles from './breadcrumbs.module.css';

export interface Crumb {
  label: string;
  href: string;
}

/**
 * The trail to the current page; the last crumb is the page itself and not a link. A
 * catalog page names its own address too: the trail is then also given to search engines
 * (BreadcrumbList, at the canonical addresses, relative: lib/data/seo.ts), and its links keep the page's currency.
 */
export async function Breadcrumbs({
  trail,
  current,
  currency = '',
}: {
  trail: readonly Crumb[];
  current: string | Crumb;
  currency?: string;
}) {
  const t = await getTranslations('catalog');
  const here = typeof current === 'string' ? null : current;
  // Search engines get the trail at the page's language's addresses, as its links are.
  const prefix = here ? (await requestLocale()).prefix : '';
  const crumbs = here
    ? [...trail, here].map((crumb) => ({
        name: crumb.label,
        url: localizedHref(crumb.href, prefix),
      }))
    : [];
  const label = typeof current === 'string' ? current : current.label;
  return (
    <nav aria-label={t('breadcrumb')} className={styles.breadcrumbs}>
      {here && <JsonLd data={breadcrumbJsonLd(crumbs)} />}
      <ol>
        {trail.map((crumb) => (
          <li key={crumb.href}>
            <Link href={inCurrency(crumb.href, currency)}>{crumb.label}</Link>
          </li>
        ))}
        <li aria-current="page">{label}</li>
      </ol>
    </nav>
  );
}
