import styles from './stars.module.css';

/** "4.3 out of 5 stars", the way the page says a rating to screen readers and shows it as stars. */
export const ratingText = (rating: number) => `${Number(rating.toFixed(1))} out of 5 stars`;

const STAR = 'M10 1.5l2.6 5.3 5.9.9-4.2 4.1 1 5.8L10 14.9l-5.3 2.7 1-5.8L1.5 7.7l5.9-.9z';

/** Five stars in a row, drawn (not text, so no font or contrast rule applies to them). */
function Row({ className }: { className: string | undefined }) {
  return (
    <svg className={className} viewBox="0 0 100 20" aria-hidden="true" focusable="false">
      {[0, 20, 40, 60, 80].map((x) => (
        <path key={x} d={STAR} transform={`translate(${x} 0)`} />
      ))}
    </svg>
  );
}

/**
 * A rating as five stars filled to the average (a quarter star at a time), named for
 * screen readers. No hooks: server pages and the review form alike use it.
 */
const SIZES = { sm: styles.sm, md: styles.md, lg: styles.lg };

export function Stars({ rating, size = 'md' }: { rating: number; size?: keyof typeof SIZES }) {
  const filled = `${(Math.round(rating * 4) / 4 / 5) * 100}%`;
  return (
    <span className={`${styles.stars} ${SIZES[size]}`} role="img" aria-label={ratingText(rating)}>
      <Row className={styles.empty} />
      <span className={styles.filled} style={{ width: filled }}>
        <Row className={styles.full} />
      </span>
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
