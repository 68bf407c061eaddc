import { z } from 'zod';
import { formFieldInput } from '../form-field-values';
import { checkRegion, findCountryByCode, findCountryByName } from '../../geography';
import { unprocessable } from '../../http';
import { ADDRESS_TYPES, type AddressFields } from './repository';

/**
 * Address request bodies of both interfaces, and the one check of country and state that
 * both go through (`placeAddress`): the country must be one the store knows
 * (`emulator/geography`), the state one of its states when the store lists them.
 */

const text = (max: number) => z.string().trim().max(max, `must be at most ${max} characters`);
const required = (max: number, field: string) => text(max).min(1, `${field} must not be empty`);

/** v3 field rules (`address_Post`), also used for the v2 fields they map to. */
const v3Fields = {
  first_name: required(255, 'first_name'),
  last_name: required(255, 'last_name'),
  company: text(255).optional(),
  address1: required(255, 'address1'),
  address2: text(255).optional(),
  city: required(100, 'city'),
  state_or_province: text(100),
  postal_code: text(30),
  country_code: z.string().trim().length(2, 'must be a 2-letter ISO country code, e.g. US'),
  phone: text(50).optional(),
  address_type: z.enum(ADDRESS_TYPES).optional(),
  /** Values of the address form's extra fields (`../form-field-values.ts`). */
  form_fields: z.array(formFieldInput).max(100).optional(),
};

export const v3CreateItem = z.object({ customer_id: z.number().int().min(1), ...v3Fields });
export const v3UpdateItem = z.object({
  id: z.number().int().min(1),
  ...z.object(v3Fields).partial().shape,
});
export const v3CreateBody = z
  .array(v3CreateItem)
  .min(1, 'Send at least one address')
  .max(10, 'At most 10 addresses per request');
export const v3UpdateBody = z
  .array(v3UpdateItem)
  .min(1, 'Send at least one address')
  .max(10, 'At most 10 addresses per request');
export type V3AddressInput = z.output<typeof v3UpdateItem>;

/** v2 `customerAddress_Base`: country by full name, state spelled out (a space when none). */
const v2Fields = {
  first_name: required(255, 'first_name'),
  last_name: required(255, 'last_name'),
  company: text(255).optional(),
  street_1: required(255, 'street_1'),
  street_2: text(255).optional(),
  city: required(100, 'city'),
  state: z.string().max(100),
  zip: text(30),
  country: required(100, 'country'),
  phone: text(50),
  address_type: z.enum(ADDRESS_TYPES).optional(),
};
export const v2CreateBody = z.object(v2Fields);
export const v2UpdateBody = z.object(v2Fields).partial();
export type V2AddressInput = z.output<typeof v2UpdateBody>;

/** The v2 fields in v3 names, with the country given by name. */
export function fromV2(
  input: V2AddressInput,
): Omit<Partial<AddressFields>, 'country_code'> & { countryName?: string } {
  return {
    first_name: input.first_name,
    last_name: input.last_name,
    company: input.company,
    address1: input.street_1,
    address2: input.street_2,
    city: input.city,
    state_or_province: input.state,
    postal_code: input.zip,
    phone: input.phone,
    address_type: input.address_type,
    countryName: input.country,
  };
}

/**
 * Completes an address from a base (the stored address on update) and checks its country
 * and state. `fieldPrefix` names fields in errors (`0.` for the first element of a batch);
 * `countryField` is the name the caller used for the country.
 */
export function placeAddress(
  base: AddressFields | null,
  input: Partial<AddressFields>,
  {
    fieldPrefix = '',
    countryField = 'country_code',
  }: { fieldPrefix?: string; countryField?: string } = {},
): AddressFields {
  const merged = { ...base, ...definedOnly(input) };
  const country = merged.country_code ? findCountryByCode(merged.country_code) : null;
  if (!country) {
    throw unprocessable(
      `The country "${merged.country_code ?? ''}" is not one the store knows. See GET /v2/countries for the list.`,
      {
        [`${fieldPrefix}${countryField}`]: 'unknown country',
      },
    );
  }
  const region = checkRegion(country, merged.state_or_province ?? '');
  if (!region.ok)
    throw unprocessable(region.message, {
      [`${fieldPrefix}state_or_province`]: 'unknown state or province',
    });
  return {
    first_name: merged.first_name ?? '',
    last_name: merged.last_name ?? '',
    company: merged.company ?? '',
    address1: merged.address1 ?? '',
    address2: merged.address2 ?? '',
    city: merged.city ?? '',
    state_or_province: region.name,
    postal_code: merged.postal_code ?? '',
    country_code: country.iso2,
    phone: merged.phone ?? '',
    address_type: merged.address_type ?? 'residential',
  };
}

/** The v2 country (a full name) as a code; an unknown name is a 422 naming `country`. */
export function countryCodeFromName(name: string | undefined): string | undefined {
  if (name === undefined) return undefined;
  const country = findCountryByName(name);
  if (!country)
    throw unprocessable(
      `The country "${name}" is not one the store knows. Send its full name, e.g. United States; see GET /v2/countries.`,
      { country: 'unknown country' },
    );
  return country.iso2;
}

function definedOnly<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Partial<T>;
}
