import styles from './stars.module.css';

/** "4.3 out of 5 stars", the way the page says a rating to screen readers and shows it as stars. */
export const ratingText = (rating: number) => `${Number(rating.toFixed(1))} out of 5 stars`;

/**
 * A rating as five stars filled to the average (a quarter star at a time), named for
 * screen readers. The stars are drawn by the stylesheet (one star shape, repeated), not
 * by an SVG per rating: a listing shows a dozen, each in the HTML and again in the page's
 * payload. No hooks: server pages and the review form alike use it.
 */
const SIZES = { sm: styles.sm, md: styles.md, lg: styles.lg };

export function Stars({ rating, size = 'md' }: { rating: number; size?: keyof typeof SIZES }) {
  const filled = `${(Math.round(rating * 4) / 4 / 5) * 100}%`;
  return (
    <span className={`${styles.stars} ${SIZES[size]}`} role="img" aria-label={ratingText(rating)}>
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
