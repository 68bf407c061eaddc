'use client';

import { type FieldMetadata, getInputProps, getSelectProps } from '@conform-to/react';
import { useTranslations } from 'next-intl';
import { type ReactNode, useState } from 'react';
import { type Country, findCountry, findState } from '@/lib/shared/countries';
import { useProblemText } from './problem-text';

type Field = FieldMetadata<string | undefined>;

/** A field's first error, tied to it by its id (Conform's `aria-describedby`). */
function FieldError({ field }: { field: Field }) {
  const word = useProblemText();
  return field.errors?.length ? (
    <p id={field.errorId} className="field-error">
      {word(field.errors[0]!)}
    </p>
  ) : null;
}

const Labelled = ({
  field,
  label,
  children,
}: {
  field: Field;
  label: string;
  children: ReactNode;
}) => (
  <div className="field">
    <label htmlFor={field.id}>{label}</label>
    {children}
    <FieldError field={field} />
  </div>
);

/**
 * Country, state or province and postal code, from the store's own data: the states are a
 * list for countries the store has them for (they follow the country chosen), a text
 * field for the others. Each field is labelled and carries its error.
 */
export function RegionFields({
  fields,
  countries,
  postalCodeRequired,
}: {
  fields: { countryCode: Field; stateOrProvince: Field; postalCode: Field };
  countries: readonly Country[];
  postalCodeRequired: boolean;
}) {
  const t = useTranslations('forms');
  const [countryCode, setCountryCode] = useState(fields.countryCode.initialValue || 'US');
  const country = findCountry(countries, countryCode);
  // The country is kept in state (the states follow it); Conform's keys remount the others.
  const { key: _countryKey, ...countryProps } = getSelectProps(fields.countryCode, {
    value: false,
  });
  const { key: stateKey, ...stateProps } = getSelectProps(fields.stateOrProvince, {
    value: false,
  });
  const { key: stateTextKey, ...stateTextProps } = getInputProps(fields.stateOrProvince, {
    type: 'text',
  });
  const { key: postalKey, ...postalProps } = getInputProps(fields.postalCode, { type: 'text' });
  return (
    <>
      <Labelled field={fields.countryCode} label={t('country')}>
        <select
          {...countryProps}
          className="select"
          autoComplete="country"
          value={countryCode}
          onChange={(event) => setCountryCode(event.target.value)}
        >
          {countries.map((c) => (
            <option key={c.code} value={c.code}>
              {c.name}
            </option>
          ))}
        </select>
      </Labelled>
      <div className="form-row">
        <Labelled
          field={fields.stateOrProvince}
          label={country?.states.length ? t('state') : t('stateOptional')}
        >
          {country?.states.length ? (
            // Keyed by country: another country's list starts with nothing chosen.
            <select
              key={`${country.code}-${stateKey}`}
              {...stateProps}
              className="select"
              autoComplete="address-level1"
              defaultValue={
                findState(country, fields.stateOrProvince.initialValue ?? '')?.name ?? ''
              }
            >
              <option value="">{t('choose')}</option>
              {country.states.map((s) => (
                <option key={s.code} value={s.name}>
                  {s.name}
                </option>
              ))}
            </select>
          ) : (
            <input
              key={`${countryCode}-${stateTextKey}`}
              {...stateTextProps}
              className="input"
              autoComplete="address-level1"
            />
          )}
        </Labelled>
        <Labelled
          field={fields.postalCode}
          label={postalCodeRequired ? t('postalCode') : t('postalCodeOptional')}
        >
          <input
            key={postalKey}
            {...postalProps}
            className="input"
            autoComplete="postal-code"
            required={postalCodeRequired}
          />
        </Labelled>
      </div>
    </>
  );
}
