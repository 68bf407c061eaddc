import { useTranslations } from 'next-intl';
import type { CustomLayout } from '@/lib/data/custom-templates';
import styles from './product-layouts.module.css';

export type ProductLayout = CustomLayout<'product'>;

/** Each badge's word is a message of `product` (messages/*.json). */
const BADGES: Partial<
  Record<
    ProductLayout,
    { label: 'badgeFeatured' | 'badgeBundle' | 'badgePreorder'; className: string }
  >
> = {
  'featured.html': { label: 'badgeFeatured', className: '' },
  'bundle.html': { label: 'badgeBundle', className: styles.badgeBundle! },
  'preorder.html': { label: 'badgePreorder', className: styles.badgePreorder! },
};

/** The class the product's grid gets under a layout (none for the default). */
export const productLayoutClass = (layout: ProductLayout): string =>
  layout === 'featured.html' ? styles.featured! : '';

/** The word above the product's name that says which kind of product page this is. */
export function LayoutBadge({ layout }: { layout: ProductLayout }) {
  const t = useTranslations('product');
  const badge = BADGES[layout];
  if (!badge) return null;
  return <p className={`${styles.badge} ${badge.className}`}>{t(badge.label)}</p>;
}

/** What a pre-order means for the shopper, said before they add it to the cart. */
export function PreorderNote() {
  const t = useTranslations('product');
  return (
    <p className={styles.preorderNote} role="note">
      {t.rich('preorderNote', { strong: (chunks) => <strong>{chunks}</strong> })}
    </p>
  );
}

/** bundle.html: the description, which lists what the bundle holds, in a panel before the price. */
export const bundleContentsClass = styles.bundleContents!;
