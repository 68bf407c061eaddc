'use client';

import { useActionState } from 'react';
import { type AddressField } from '@/lib/shared/address-rules';
import { type Country } from '@/lib/shared/countries';
import { emptyFormState } from '@/lib/shared/form-state';
import { EnhancedField } from '../../_components/enhanced-field';
import { Notice } from '../../_components/notice';
import { RegionFields } from '../../_components/region-fields';
import { SubmitButton } from '../../_components/submit-button';
import { TextField } from '../../_components/text-field';
import { type AddressState, saveAddressAction } from './actions';
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
  const [state, action] = useActionState<AddressState, FormData>(
    saveAddressAction,
    emptyFormState<AddressField>(initial),
  );
  // Ids of their own per form: Next.js keeps pages visited before hidden in the document
  // (back and forward restore them), so the new-address form and an edit form can be there
  // at once, and a label must find its own field.
  const prefix = `address-${addressId ?? 'new'}`;
  const field = (
    name: AddressField,
    label: string,
    props: { autoComplete: string; required?: boolean; type?: string },
  ) => (
    <TextField
      id={`${prefix}-${name}`}
      name={name}
      label={props.required ? label : `${label} (optional)`}
      defaultValue={state.values[name]}
      key={`${name}-${state.values[name] ?? ''}`}
      error={state.fieldErrors[name]}
      {...props}
    />
  );
  return (
    <form action={action} className="form" noValidate>
      <EnhancedField />
      {state.error && <Notice tone="error" title={state.error} />}
      {addressId !== null && <input type="hidden" name="addressId" value={addressId} />}
      <div className="form-row">
        {field('firstName', 'First name', { autoComplete: 'given-name', required: true })}
        {field('lastName', 'Last name', { autoComplete: 'family-name', required: true })}
      </div>
      {field('company', 'Company', { autoComplete: 'organization' })}
      {field('address1', 'Street address', { autoComplete: 'address-line1', required: true })}
      {field('address2', 'Apartment, suite, etc.', { autoComplete: 'address-line2' })}
      {field('city', 'Town or city', { autoComplete: 'address-level2', required: true })}
      <RegionFields
        idPrefix={prefix}
        countries={countries}
        values={state.values}
        errors={state.fieldErrors}
        postalCodeRequired
      />
      {field('phone', 'Phone', { autoComplete: 'tel', type: 'tel' })}
      {!isDefault && (
        <div className={styles.check}>
          <input type="checkbox" id={`${prefix}-default`} name="makeDefault" value="yes" />
          <label htmlFor={`${prefix}-default`}>Make this my default address</label>
        </div>
      )}
      <SubmitButton pendingLabel="Saving…">
        {addressId === null ? 'Add address' : 'Save address'}
      </SubmitButton>
    </form>
  );
}
