import Link from '@/app/[locale]/_components/link';
import { useTranslations } from 'next-intl';
import styles from './pagination.module.css';

/**
 * Cursor pagination as the store offers it: forward with the end cursor, and back to the
 * first page (the store's cursors only go forward from a known point).
 */
export function Pagination({
  firstHref,
  nextHref,
}: {
  firstHref: string | null;
  nextHref: string | null;
}) {
  const t = useTranslations('listing');
  if (!firstHref && !nextHref) return null;
  return (
    <nav aria-label={t('pagination')} className={styles.pagination}>
      {firstHref ? (
        <Link href={firstHref} className="button button-secondary">
          {t('firstPage')}
        </Link>
      ) : (
        <span />
      )}
      {nextHref && (
        <Link href={nextHref} className="button button-secondary">
          {t('nextPage')}
        </Link>
      )}
    </nav>
  );
}
