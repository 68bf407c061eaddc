import Link from '@/app/[locale]/_components/link';
import { useLocale, useTranslations } from 'next-intl';
import type { ProductDetails } from '@/lib/data/catalog';
import { formatDate } from '@/lib/shared/format';
import { listingHref, DEFAULT_LISTING_STATE } from '@/lib/shared/listing-state';
import { productHref } from '@/lib/shared/links';
import { Stars, averageRating } from '../../_components/stars';
import { ReviewForm } from './review-form';
import styles from './reviews.module.css';

/**
 * The product's reviews: the average and count, a page of reviews (newest first, with a
 * link to the next page; each page is an address of its own, `…/~/reviews=<cursor>`, built
 * once and cached), and the form to write one.
 */
export function Reviews({
  product,
  path,
  currency,
}: {
  product: ProductDetails;
  path: string;
  currency: string;
}) {
  const t = useTranslations('reviews');
  const locale = useLocale();
  const { numberOfReviews: count } = product.reviewSummary;
  const average = averageRating(product.reviewSummary);
  const reviews = product.reviews.edges?.map((edge) => edge.node) ?? [];
  const { hasNextPage, hasPreviousPage, endCursor } = product.reviews.pageInfo;
  const pageOf = (cursor: string | null) =>
    `${listingHref(productHref(path), { ...DEFAULT_LISTING_STATE, currency, reviews: cursor })}#reviews`;
  return (
    <section id="reviews" aria-labelledby="reviews-title" className={styles.reviews}>
      <h2 id="reviews-title">{t('title')}</h2>
      {average !== null ? (
        <div className={styles.summary}>
          <Stars rating={average} size="lg" />
          <p>
            {t.rich('summary', {
              average,
              count,
              strong: (chunks) => <strong className={styles.average}>{chunks}</strong>,
            })}
          </p>
        </div>
      ) : (
        <p className="muted">{t('none')}</p>
      )}
      <div className={styles.columns}>
        <div>
          {reviews.length > 0 && (
            <ol className={styles.list} aria-label={t('list')}>
              {reviews.map((review) => (
                <li key={review.entityId} className={styles.review}>
                  <article aria-labelledby={`review-${review.entityId}`}>
                    <Stars rating={review.rating} size="sm" />
                    <h3 id={`review-${review.entityId}`} className={styles.reviewTitle}>
                      {review.title}
                    </h3>
                    <p className={styles.text}>{review.text}</p>
                    <p className={styles.meta}>
                      {review.author.name} ·{' '}
                      <time dateTime={review.createdAt.utc}>
                        {formatDate(review.createdAt.utc, locale)}
                      </time>
                    </p>
                  </article>
                </li>
              ))}
            </ol>
          )}
          {(hasPreviousPage || hasNextPage) && (
            <nav aria-label={t('pages')} className={styles.pages}>
              {hasPreviousPage ? (
                <Link href={pageOf(null)} className="button button-secondary">
                  {t('newest')}
                </Link>
              ) : (
                <span />
              )}
              {hasNextPage && endCursor && (
                <Link href={pageOf(endCursor)} className="button button-secondary">
                  {t('more')}
                </Link>
              )}
            </nav>
          )}
        </div>
        <ReviewForm path={path} currency={currency} productName={product.name} />
      </div>
    </section>
  );
}
