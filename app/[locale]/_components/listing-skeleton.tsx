import { useTranslations } from 'next-intl';
import styles from './listing-skeleton.module.css';

/** The static shell's stand-in for a product grid while the listing streams in. */
export function ListingSkeleton({ label }: { label?: string }) {
  const t = useTranslations('listing');
  return (
    <div aria-busy="true">
      <p className="visually-hidden">{label ?? t('loading')}</p>
      <ul className={styles.grid} aria-hidden="true">
        {Array.from({ length: 8 }, (_, i) => (
          <li key={i} className={styles.card} />
        ))}
      </ul>
    </div>
  );
}
