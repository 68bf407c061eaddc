'use client';

import { getFormProps } from '@conform-to/react';
import { useMemo } from 'react';
import { useTranslations } from 'next-intl';
import { type AddressField, addressSchema } from '@/lib/shared/address-rules';
import { type Country } from '@/lib/shared/countries';
import { EnhancedField } from '../../_components/enhanced-field';
import { FormErrors } from '../../_components/form-errors';
import { RegionFields } from '../../_components/region-fields';
import { SubmitButton } from '../../_components/submit-button';
import { TextField } from '../../_components/text-field';
import { useConformAction } from '../../_components/use-conform-action';
import { saveAddressAction } from './actions';
import styles from '../account.module.css';

/** A new address, or one of the book changed (`addressId`), with the store's countries and states. */
export function AddressForm({
  countries,
  initial,
  addressId,
  isDefault,
}: {
  countries: readonly Country[];
  initial: Partial<Record<AddressField, string>>;
  addressId: number | null;
  isDefault: boolean;
}) {
  const t = useTranslations('addresses');
  const forms = useTranslations('forms');
  const schema = useMemo(() => addressSchema(countries), [countries]);
  // Conform gives each form's fields ids of their own: Next.js keeps pages visited before
  // hidden in the document, so the new-address form and an edit form can be there at once.
  const { form, fields, action } = useConformAction(saveAddressAction, schema, {
    defaultValue: initial,
  });
  const field = (
    name: Exclude<AddressField, 'countryCode' | 'stateOrProvince' | 'postalCode'>,
    label: string,
    props: { autoComplete: string; required?: boolean; type?: 'tel' },
  ) => (
    <TextField
      field={fields[name]}
      label={props.required ? label : t('optional', { label })}
      {...props}
    />
  );
  return (
    <form {...getFormProps(form)} action={action} className="form">
      <EnhancedField />
      <FormErrors errors={form.errors} />
      {addressId !== null && <input type="hidden" name="addressId" value={addressId} />}
      <div className="form-row">
        {field('firstName', forms('firstName'), { autoComplete: 'given-name', required: true })}
        {field('lastName', forms('lastName'), { autoComplete: 'family-name', required: true })}
      </div>
      {field('company', t('company'), { autoComplete: 'organization' })}
      {field('address1', t('street'), { autoComplete: 'address-line1', required: true })}
      {field('address2', t('apartment'), { autoComplete: 'address-line2' })}
      {field('city', t('city'), { autoComplete: 'address-level2', required: true })}
      <RegionFields fields={fields} countries={countries} postalCodeRequired />
      {field('phone', t('phone'), { autoComplete: 'tel', type: 'tel' })}
      {!isDefault && (
        <div className={styles.check}>
          <input type="checkbox" id={`${form.id}-default`} name="makeDefault" value="yes" />
          <label htmlFor={`${form.id}-default`}>{t('makeDefault')}</label>
        </div>
      )}
      <SubmitButton pendingLabel={forms('saving')}>
        {addressId === null ? t('add') : t('save')}
      </SubmitButton>
    </form>
  );
}
