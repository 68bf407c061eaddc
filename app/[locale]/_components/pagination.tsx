import Link from '@/app/[locale]/_components/link';
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
  if (!firstHref && !nextHref) return null;
  return (
    <nav aria-label="Pagination" className={styles.pagination}>
      {firstHref ? (
        <Link href={firstHref} className="button button-secondary">
          ← First page
        </Link>
      ) : (
        <span />
      )}
      {nextHref && (
        <Link href={nextHref} className="button button-secondary">
          Next page →
        </Link>
      )}
    </nav>
  );
}
