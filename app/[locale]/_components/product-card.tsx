'use client';

import Link from '@/app/[locale]/_components/link';
import type { ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import type { ProductCardFragment } from '@/graphql/generated/operations';
import { productHref } from '@/lib/shared/links';
import { Price, isOnSale } from './price';
import { SaveForLater } from './save-for-later';
import { Stars, averageRating } from './stars';
import { StoreImage } from './store-image';
import styles from './product-card.module.css';

/** One product in a grid: picture, brand, name (the link, in the page's currency), rating, price, badges and "Save for later". */
function ProductCard({
  product,
  headingLevel = 3,
  currency,
}: {
  product: ProductCardFragment;
  headingLevel?: 2 | 3;
  currency: string;
}) {
  const t = useTranslations('productCard');
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const prices = product.prices;
  const rating = averageRating(product.reviewSummary);
  const onSale = prices ? isOnSale(prices.salePrice, prices.basePrice) : false;
  return (
    <article className={styles.card}>
      <div className={styles.media}>
        {product.defaultImage ? (
          <StoreImage
            src={product.defaultImage.url}
            alt=""
            width={560}
            height={560}
            className={styles.image}
          />
        ) : (
          <div className={styles.placeholder} aria-hidden="true" />
        )}
        <div className={styles.badges}>
          {onSale && <span className={`${styles.badge} ${styles.sale}`}>{t('sale')}</span>}
          {!product.inventory.isInStock && <span className={styles.badge}>{t('outOfStock')}</span>}
        </div>
        <SaveForLater
          productId={product.entityId}
          productName={product.name}
          fallbackPath={productHref(product.path)}
          compact
        />
      </div>
      <div className={styles.body}>
        {product.brand && <p className={styles.brand}>{product.brand.name}</p>}
        <Heading className={styles.name}>
          <Link href={productHref(product.path, currency)} className={styles.link}>
            {product.name}
          </Link>
        </Heading>
        {rating !== null && (
          <p className={styles.rating}>
            <Stars rating={rating} size="sm" />
            <span className={styles.reviews}>
              {t.rich('reviewCount', { count: product.reviewSummary.numberOfReviews, hidden })}
            </span>
          </p>
        )}
        {prices && (
          <Price
            price={prices.price}
            basePrice={prices.basePrice}
            salePrice={prices.salePrice}
            from={prices.priceRange.min}
          />
        )}
      </div>
    </article>
  );
}

/** The words a screen reader hears and the eye does not see. */
const hidden = (chunks: ReactNode) => <span className="visually-hidden">{chunks}</span>;

/**
 * How a grid lays its cards out: `default`, `wide` (more, smaller cards in a row; a
 * category's grid-wide.html) or `lookbook` (fewer, larger pictures; lookbook.html).
 */
export type GridLayout = 'default' | 'wide' | 'lookbook';

const GRID_CLASS: Record<GridLayout, string> = {
  default: styles.grid!,
  wide: `${styles.grid} ${styles.gridWide}`,
  lookbook: `${styles.grid} ${styles.gridLookbook}`,
};

/**
 * A grid of product cards. A client component, though it has no state: the page's payload
 * then carries each card's data (a few hundred bytes) rather than its whole element tree
 * (about four times as much), and a listing's HTML is what every request sends.
 */
export function ProductGrid({
  products,
  headingLevel,
  layout = 'default',
  currency = '',
}: {
  products: readonly ProductCardFragment[];
  headingLevel?: 2 | 3;
  layout?: GridLayout;
  /** The page's currency, which the cards' links keep ('' for the default). */
  currency?: string;
}) {
  return (
    <ul className={GRID_CLASS[layout]}>
      {products.map((product) => (
        <li key={product.entityId}>
          <ProductCard product={product} headingLevel={headingLevel} currency={currency} />
        </li>
      ))}
    </ul>
  );
}
