/**
 * The countries the local store ships to: a short fixed list until the geography
 * resources exist (issue 7), shared by the hosted checkout's country menu and the v2
 * orders interface, which fills `country_iso2` from a country name and back.
 */
export const COUNTRIES = [
  { iso2: 'US', name: 'United States' },
  { iso2: 'CA', name: 'Canada' },
  { iso2: 'GB', name: 'United Kingdom' },
  { iso2: 'IE', name: 'Ireland' },
  { iso2: 'DE', name: 'Germany' },
  { iso2: 'FR', name: 'France' },
  { iso2: 'NL', name: 'Netherlands' },
  { iso2: 'AU', name: 'Australia' },
  { iso2: 'NZ', name: 'New Zealand' },
] as const;

export type CountryCode = (typeof COUNTRIES)[number]['iso2'];
export const COUNTRY_CODES = COUNTRIES.map((c) => c.iso2) as [CountryCode, ...CountryCode[]];

export const countryByCode = (iso2: string) => COUNTRIES.find((c) => c.iso2 === iso2.toUpperCase()) ?? null;
export const countryByName = (name: string) => COUNTRIES.find((c) => c.name.toLowerCase() === name.trim().toLowerCase()) ?? null;
