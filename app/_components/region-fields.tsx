'use client';

import { useState } from 'react';
import { type Country, findCountry, findState } from '@/lib/shared/countries';

/**
 * Country, state or province and postal code, from the store's own data: the states are a
 * list for countries the store has them for (they follow the country chosen), a text
 * field for the others. Each field is labelled and carries its error.
 */
export function RegionFields({
  idPrefix,
  countries,
  values,
  errors,
  postalCodeRequired,
}: {
  idPrefix: string;
  countries: readonly Country[];
  values: { countryCode?: string; stateOrProvince?: string; postalCode?: string };
  errors: { countryCode?: string; stateOrProvince?: string; postalCode?: string };
  postalCodeRequired: boolean;
}) {
  const [countryCode, setCountryCode] = useState(values.countryCode || 'US');
  const country = findCountry(countries, countryCode);
  const id = (field: string) => `${idPrefix}-${field}`;
  const described = (field: keyof typeof errors) =>
    errors[field] ? { 'aria-invalid': true, 'aria-describedby': `${id(field)}-error` } : {};
  const error = (field: keyof typeof errors) =>
    errors[field] ? (
      <p id={`${id(field)}-error`} className="field-error">
        {errors[field]}
      </p>
    ) : null;
  return (
    <>
      <div className="field">
        <label htmlFor={id('country')}>Country</label>
        <select
          id={id('country')}
          name="countryCode"
          className="select"
          autoComplete="country"
          value={countryCode}
          onChange={(event) => setCountryCode(event.target.value)}
          {...described('countryCode')}
        >
          {countries.map((c) => (
            <option key={c.code} value={c.code}>
              {c.name}
            </option>
          ))}
        </select>
        {error('countryCode')}
      </div>
      <div className="form-row">
        <div className="field">
          <label htmlFor={id('state')}>
            State / province{country?.states.length ? '' : ' (optional)'}
          </label>
          {country?.states.length ? (
            // Keyed by country: another country's list starts with nothing chosen.
            <select
              key={country.code}
              id={id('state')}
              name="stateOrProvince"
              className="select"
              autoComplete="address-level1"
              defaultValue={findState(country, values.stateOrProvince ?? '')?.name ?? ''}
              {...described('stateOrProvince')}
            >
              <option value="">Choose…</option>
              {country.states.map((s) => (
                <option key={s.code} value={s.name}>
                  {s.name}
                </option>
              ))}
            </select>
          ) : (
            <input
              key={countryCode}
              id={id('state')}
              name="stateOrProvince"
              className="input"
              autoComplete="address-level1"
              defaultValue={values.stateOrProvince}
              {...described('stateOrProvince')}
            />
          )}
          {error('stateOrProvince')}
        </div>
        <div className="field">
          <label htmlFor={id('postal')}>Postal code{postalCodeRequired ? '' : ' (optional)'}</label>
          <input
            id={id('postal')}
            name="postalCode"
            className="input"
            autoComplete="postal-code"
            defaultValue={values.postalCode}
            required={postalCodeRequired}
            {...described('postalCode')}
          />
          {error('postalCode')}
        </div>
      </div>
    </>
  );
}
