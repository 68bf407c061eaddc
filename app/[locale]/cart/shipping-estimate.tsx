'use client';

import { getFormProps } from '@conform-to/react';
import { useMemo } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import type { CheckoutFieldsFragment } from '@/graphql/generated/operations';
import { destinationSchema } from '@/lib/shared/address-rules';
import { type Country } from '@/lib/shared/countries';
import { formatMoney } from '@/lib/shared/format';
import { RegionFields } from '../_components/region-fields';
import { EnhancedField } from '../_components/enhanced-field';
import { InlineErrors } from '../_components/form-errors';
import { SubmitButton } from '../_components/submit-button';
import { useConformAction } from '../_components/use-conform-action';
import { chooseShippingAction, estimateShippingAction } from './shipping-actions';
import { shippingChoiceSchema } from './schema';
import styles from './cart.module.css';

type Consignment = NonNullable<CheckoutFieldsFragment['shippingConsignments']>[number];

/**
 * Shipping before checkout: the country, state and postal code give the store's options
 * for that zone, priced for the cart; the one chosen shows in the totals and is where the
 * checkout starts. When lines were added since, the estimate says so and asks again.
 */
export function ShippingEstimate({
  countries,
  consignment,
  current,
}: {
  countries: readonly Country[];
  consignment: Consignment | null;
  current: boolean;
}) {
  const t = useTranslations('cart');
  const destination = consignment?.address;
  const schema = useMemo(
    () => destinationSchema(countries, { postalCodeRequired: false }),
    [countries],
  );
  const { form, fields, action } = useConformAction(estimateShippingAction, schema, {
    defaultValue: {
      countryCode: destination?.countryCode,
      stateOrProvince: destination?.stateOrProvince ?? '',
      postalCode: destination?.postalCode ?? '',
    },
  });
  return (
    <section className={styles.estimate} aria-labelledby="estimate-title">
      <h3 id="estimate-title">{t('estimateShipping')}</h3>
      {consignment && !current && <p className={styles.stale}>{t('estimateStale')}</p>}
      <form {...getFormProps(form)} action={action} className="form">
        <EnhancedField />
        <InlineErrors errors={form.errors} />
        <RegionFields fields={fields} countries={countries} postalCodeRequired={false} />
        <SubmitButton className="button button-secondary" pendingLabel={t('estimating')}>
          {consignment ? t('updateEstimate') : t('estimateShipping')}
        </SubmitButton>
      </form>
      {consignment && current && <ShippingOptions consignment={consignment} />}
    </section>
  );
}

function ShippingOptions({ consignment }: { consignment: Consignment }) {
  const t = useTranslations('cart');
  const locale = useLocale();
  const { form, fields, action } = useConformAction(chooseShippingAction, shippingChoiceSchema);
  const options = consignment.availableShippingOptions ?? [];
  if (!options.length) return <p className={styles.stale}>{t('noShipping')}</p>;
  return (
    <form {...getFormProps(form)} action={action} className={styles.options}>
      <input type="hidden" name="consignmentId" value={consignment.entityId} />
      <EnhancedField />
      <fieldset>
        <legend>{t('shippingOptions')}</legend>
        {options.map((option) => (
          <label key={option.entityId} className={styles.option}>
            <input
              type="radio"
              name="optionId"
              value={option.entityId}
              defaultChecked={option.entityId === consignment.selectedShippingOption?.entityId}
            />
            <span>
              {option.description}
              {option.transitTime && <span className={styles.transit}>{option.transitTime}</span>}
            </span>
            <span className={styles.optionPrice}>
              {option.cost.value ? formatMoney(option.cost, locale) : t('free')}
            </span>
          </label>
        ))}
      </fieldset>
      <InlineErrors errors={form.errors ?? fields.optionId.errors ?? fields.consignmentId.errors} />
      <SubmitButton className="button button-secondary" pendingLabel={t('saving')}>
        {t('useOption')}
      </SubmitButton>
    </form>
  );
}
