import { type BulkTier, tierDiscount, tierQuantities } from '@/lib/shared/format';
import styles from './product.module.css';

/** The store's quantity discounts, as a table a shopper can read at a glance. */
export function BulkPricing({
  tiers,
  currencyCode,
}: {
  tiers: readonly BulkTier[];
  currencyCode: string;
}) {
  return (
    <table className={`table ${styles.bulk}`}>
      <caption>Buy more, save more</caption>
      <thead>
        <tr>
          <th scope="col">Quantity</th>
          <th scope="col">Discount</th>
        </tr>
      </thead>
      <tbody>
        {tiers.map((tier) => (
          <tr key={tier.minimumQuantity}>
            <td>{tierQuantities(tier)}</td>
            <td>{tierDiscount(tier, currencyCode)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
