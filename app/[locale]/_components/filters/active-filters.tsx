import Link from '@/app/[locale]/_components/link';
import type { ActiveFilter } from '@/lib/shared/facets';
import { useTranslations } from 'next-intl';
import styles from './active-filters.module.css';

/**
 * The values chosen, each a link to the listing without it: plain links, so they work
 * without JavaScript, and with it as client navigations.
 */
export function ActiveFilters({
  filters,
  clearHref,
}: {
  filters: ActiveFilter[];
  clearHref: string;
}) {
  const t = useTranslations('filters');
  if (!filters.length) return null;
  return (
    <nav aria-label={t('chosen')} className={styles.active}>
      <ul className={styles.list}>
        {filters.map((filter) => (
          <li key={filter.href}>
            <Link href={filter.href} scroll={false} className={styles.chip}>
              {filter.label}
              <span aria-hidden="true" className={styles.remove}>
                ×
              </span>
              <span className="visually-hidden"> ({t('removeFilter')})</span>
            </Link>
          </li>
        ))}
        <li>
          <Link href={clearHref} scroll={false} className={styles.clear}>
            {t('clearAll')}
          </Link>
        </li>
      </ul>
    </nav>
  );
}
