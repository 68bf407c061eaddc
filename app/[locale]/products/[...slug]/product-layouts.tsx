import type { CustomLayout } from '@/lib/data/custom-templates';
import styles from './product-layouts.module.css';

export type ProductLayout = CustomLayout<'product'>;

const BADGES: Partial<Record<ProductLayout, { label: string; className: string }>> = {
  'featured.html': { label: 'Featured', className: '' },
  'bundle.html': { label: 'Bundle', className: styles.badgeBundle! },
  'preorder.html': { label: 'Pre-order', className: styles.badgePreorder! },
};

/** The class the product's grid gets under a layout (none for the default). */
export const productLayoutClass = (layout: ProductLayout): string =>
  layout === 'featured.html' ? styles.featured! : '';

/** The word above the product's name that says which kind of product page this is. */
export function LayoutBadge({ layout }: { layout: ProductLayout }) {
  const badge = BADGES[layout];
  if (!badge) return null;
  return <p className={`${styles.badge} ${badge.className}`}>{badge.label}</p>;
}

/** What a pre-order means for the shopper, said before they add it to the cart. */
export function PreorderNote() {
  return (
    <p className={styles.preorderNote} role="note">
      <strong>Pre-order: ships later.</strong> This item is on its way to us; it is sent to you as
      soon as it arrives.
    </p>
  );
}

/** bundle.html: the description, which lists what the bundle holds, in a panel before the price. */
export const bundleContentsClass = styles.bundleContents!;
