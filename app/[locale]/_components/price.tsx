import { useLocale, useTranslations } from 'next-intl';
import type { MoneyFieldsFragment } from '@/graphql/generated/operations';
import { formatMoney } from '@/lib/shared/format';
import styles from './price.module.css';

/** A sale only counts when the sale price is really below the regular one. */
export function isOnSale(
  salePrice: MoneyFieldsFragment | null,
  basePrice: MoneyFieldsFragment | null,
): boolean {
  return Boolean(salePrice && basePrice && salePrice.value < basePrice.value);
}

/**
 * A price as shoppers expect it: a sale price in red with the regular price struck
 * through (both named for screen readers, which do not announce strike-through), or a
 * "From" price when the variants cost different amounts, in the page's language. Its only
 * hooks are next-intl's, which server and client components alike may call, so the product
 * page's client component can use it too.
 */
export function Price({
  price,
  basePrice = null,
  salePrice = null,
  from = null,
  size = 'md',
}: {
  price: MoneyFieldsFragment;
  basePrice?: MoneyFieldsFragment | null;
  salePrice?: MoneyFieldsFragment | null;
  /** The lowest variant price, shown as "From …" when it is below `price`. */
  from?: MoneyFieldsFragment | null;
  size?: 'md' | 'lg';
}) {
  const t = useTranslations('price');
  const locale = useLocale();
  const money = (amount: MoneyFieldsFragment) => formatMoney(amount, locale);
  const className = `${styles.price} ${size === 'lg' ? styles.large : ''}`;
  if (salePrice && basePrice && isOnSale(salePrice, basePrice)) {
    return (
      <span className={className}>
        <span className="price-sale">
          <span className="visually-hidden">{t('sale')} </span>
          {money(salePrice)}
        </span>{' '}
        <s className="price-was">
          <span className="visually-hidden">{t('regular')} </span>
          {money(basePrice)}
        </s>
      </span>
    );
  }
  if (from && from.value < price.value) {
    return <span className={className}>{t('from', { price: money(from) })}</span>;
  }
  return <span className={className}>{money(price)}</span>;
}
