import { useLocale, useTranslations } from 'next-intl';
import { type BulkTier, formatMoney } from '@/lib/shared/format';
import styles from './product.module.css';

/**
 * The store's quantity discounts, as a table a shopper can read at a glance, in the page's
 * language ("3–5", "6 or more"; "$25.00 each", "15% off", "$2.00 off each").
 */
export function BulkPricing({
  tiers,
  currencyCode,
}: {
  tiers: readonly BulkTier[];
  currencyCode: string;
}) {
  const t = useTranslations('product');
  const locale = useLocale();
  const money = (value: number) => formatMoney({ value, currencyCode }, locale);
  const quantities = ({ minimumQuantity: min, maximumQuantity: max }: BulkTier) =>
    !max ? t('tierOrMore', { min }) : max === min ? String(min) : t('tierRange', { min, max });
  const discount = (tier: BulkTier) =>
    'price' in tier
      ? t('tierPrice', { price: money(tier.price) })
      : 'percentOff' in tier
        ? t('tierPercent', { percent: tier.percentOff })
        : t('tierAdjustment', { price: money(tier.priceAdjustment) });
  return (
    <table className={`table ${styles.bulk}`}>
      <caption>{t('bulkCaption')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('bulkQuantity')}</th>
          <th scope="col">{t('bulkDiscount')}</th>
        </tr>
      </thead>
      <tbody>
        {tiers.map((tier) => (
          <tr key={tier.minimumQuantity}>
            <td>{quantities(tier)}</td>
            <td>{discount(tier)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
