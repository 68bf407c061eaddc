import Link from 'next/link';
import type { ProductCardFragment } from '@/graphql/generated/operations';
import { productHref } from '@/lib/links';
import { Price, isOnSale } from './price';
import { SaveForLater } from './save-for-later';
import { StoreImage } from './store-image';
import styles from './product-card.module.css';

/** One product in a grid: picture, brand, name (the link), price, badges and "Save for later". */
function ProductCard({ product, headingLevel = 3 }: { product: ProductCardFragment; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const prices = product.prices;
  const onSale = prices ? isOnSale(prices.salePrice, prices.basePrice) : false;
  return (
    <article className={styles.card}>
      <div className={styles.media}>
        {product.defaultImage ? (
          <StoreImage src={product.defaultImage.url} alt="" width={560} height={560} className={styles.image} />
        ) : (
          <div className={styles.placeholder} aria-hidden="true" />
        )}
        <div className={styles.badges}>
          {onSale && <span className={`${styles.badge} ${styles.sale}`}>Sale</span>}
          {!product.inventory.isInStock && <span className={styles.badge}>Out of stock</span>}
        </div>
        <SaveForLater productId={product.entityId} productName={product.name} fallbackPath={productHref(product.path)} compact />
      </div>
      <div className={styles.body}>
        {product.brand && <p className={styles.brand}>{product.brand.name}</p>}
        <Heading className={styles.name}>
          <Link href={productHref(product.path)} className={styles.link}>
            {product.name}
          </Link>
        </Heading>
        {prices && (
          <Price price={prices.price} basePrice={prices.basePrice} salePrice={prices.salePrice} from={prices.priceRange.min} />
        )}
      </div>
    </article>
  );
}

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

export function ProductGrid({
  products,
  headingLevel,
  layout = 'default',
}: {
  products: readonly ProductCardFragment[];
  headingLevel?: 2 | 3;
  layout?: GridLayout;
}) {
  return (
    <ul className={GRID_CLASS[layout]}>
      {products.map((product) => (
        <li key={product.entityId}>
          <ProductCard product={product} headingLevel={headingLevel} />
        </li>
      ))}
    </ul>
  );
}
