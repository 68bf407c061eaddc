import { useTranslations } from 'next-intl';
import styles from './stars.module.css';

/** The rating a page says to screen readers: 4.3, as "4.3 out of 5 stars" says it. */
const ratingValue = (rating: number) => Number(rating.toFixed(1));

/**
 * A rating as five stars filled to the average (a quarter star at a time), named for
 * screen readers. The stars are drawn by the stylesheet (one star shape, repeated), not
 * by an SVG per rating: a listing shows a dozen, each in the HTML and again in the page's
 * payload. Its only hook is next-intl's: server pages and the review form alike use it.
 */
const SIZES = { sm: styles.sm, md: styles.md, lg: styles.lg };

export function Stars({ rating, size = 'md' }: { rating: number; size?: keyof typeof SIZES }) {
  const t = useTranslations('rating');
  const filled = `${(Math.round(rating * 4) / 4 / 5) * 100}%`;
  return (
    <span
      className={`${styles.stars} ${SIZES[size]}`}
      role="img"
      aria-label={t('stars', { rating: ratingValue(rating) })}
    >
      <span className={styles.filled} style={{ width: filled }} />
    </span>
  );
}

/** The average rating of a product's approved reviews; null when it has none. */
export function averageRating(summary: {
  numberOfReviews: number;
  summationOfRatings: number;
}): number | null {
  return summary.numberOfReviews > 0 ? summary.summationOfRatings / summary.numberOfReviews : null;
}
