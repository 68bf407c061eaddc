import { z } from 'zod';
import { type Country, findCountry, findState } from './countries';
import { problem } from './problems';

/**
 * What an address form checks, from the store's own country and state data (GraphQL
 * `geography`): the country must be one of the store's, the state one of that country's
 * when the store lists them (by name or abbreviation; kept by name, as the store keeps
 * it). For the server actions; the forms show the same lists (./countries.ts). Messages
 * are keys the forms word in the page's language (./problems.ts).
 */

const POSTAL_CODE = /^[A-Za-z0-9][A-Za-z0-9 -]{1,10}$/;
const PHONE = /^\+?[0-9 ().-]{6,20}$/;

// A form's empty field arrives as absent (Conform): an optional one is then ''.
const tooLong = (max: number) => problem('validation.tooLong', { max });
const text = (max: number) => z.string().trim().max(max, tooLong(max)).default('');
/** A field that must be filled in: `validation.<key>` when it is empty. */
const needed = (key: string, max: number) =>
  z
    .string({ error: problem(`validation.${key}`) })
    .trim()
    .min(1, problem(`validation.${key}`))
    .max(max, tooLong(max));

/** Country, state and postal code, checked against the store's data: a shipping estimate's fields, and part of every address. */
export function destinationSchema(
  countries: readonly Country[],
  { postalCodeRequired }: { postalCodeRequired: boolean },
) {
  return z
    .object({
      countryCode: z.string().trim().default(''),
      stateOrProvince: text(100),
      postalCode: text(20),
    })
    .superRefine((value, issues) => {
      const country = findCountry(countries, value.countryCode);
      if (!country) {
        issues.addIssue({
          code: 'custom',
          path: ['countryCode'],
          message: problem('validation.chooseCountry'),
        });
        return;
      }
      if (country.states.length && !findState(country, value.stateOrProvince)) {
        issues.addIssue({
          code: 'custom',
          path: ['stateOrProvince'],
          message: value.stateOrProvince
            ? problem('validation.stateOfCountry', { country: country.name })
            : problem('validation.chooseState'),
        });
      }
      if (value.postalCode ? !POSTAL_CODE.test(value.postalCode) : postalCodeRequired) {
        issues.addIssue({
          code: 'custom',
          path: ['postalCode'],
          message: problem('validation.postalCode'),
        });
      }
    })
    .transform((value) => {
      const country = findCountry(countries, value.countryCode)!;
      return {
        ...value,
        countryCode: country.code,
        stateOrProvince: findState(country, value.stateOrProvince)?.name ?? value.stateOrProvince,
        postalCode: value.postalCode.toUpperCase(),
      };
    });
}

/** A whole address for the address book: a name, a street, a city and the destination fields. */
export function addressSchema(countries: readonly Country[]) {
  const person = z.object({
    firstName: needed('enterAFirstName', 100),
    lastName: needed('enterALastName', 100),
    company: text(255),
    address1: needed('enterStreet', 255),
    address2: text(255),
    city: needed('enterCity', 100),
    phone: text(20).refine((value) => !value || PHONE.test(value), problem('validation.phone')),
  });
  return z.intersection(person, destinationSchema(countries, { postalCodeRequired: true }));
}

export type AddressInput = z.output<ReturnType<typeof addressSchema>>;

/** The fields of an address form, by their `name`. */
export const ADDRESS_FIELDS = [
  'firstName',
  'lastName',
  'company',
  'address1',
  'address2',
  'city',
  'countryCode',
  'stateOrProvince',
  'postalCode',
  'phone',
] as const;
export type AddressField = (typeof ADDRESS_FIELDS)[number];
export type DestinationInput = z.output<ReturnType<typeof destinationSchema>>;
