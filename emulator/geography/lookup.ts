import { COUNTRY_DATA, type CountryData, SUBDIVISIONS } from './countries-data';

export type Country = CountryData;

export interface Subdivision {
  id: number;
  countryId: number;
  countryIso2: string;
  abbreviation: string;
  name: string;
}

/** Countries in name order, as the v2 list returns them. */
export const COUNTRIES: readonly Country[] = [...COUNTRY_DATA].sort((a, b) =>
  a.name.localeCompare(b.name),
);

const countryByIso2 = new Map(COUNTRIES.map((c) => [c.iso2, c]));

export const STATES: readonly Subdivision[] = SUBDIVISIONS.map(
  ([iso2, abbreviation, name], index) => ({
    id: index + 1,
    countryId: countryByIso2.get(iso2)!.id,
    countryIso2: iso2,
    abbreviation,
    name,
  }),
);

export const findCountry = (id: number): Country | null =>
  COUNTRIES.find((c) => c.id === id) ?? null;
export const findCountryByCode = (iso2: string): Country | null =>
  countryByIso2.get(iso2.trim().toUpperCase()) ?? null;
export const findCountryByName = (name: string): Country | null =>
  COUNTRIES.find((c) => c.name.toLowerCase() === name.trim().toLowerCase()) ?? null;

export const statesOf = (countryId: number): Subdivision[] =>
  STATES.filter((s) => s.countryId === countryId);

export type RegionCheck = { ok: true; name: string } | { ok: false; message: string };

/**
 * Checks a state or province against the country's list and returns its full name (the
 * form addresses store). Countries without a list here accept any text, as the store
 * does for countries whose regions it does not know.
 */
export function checkRegion(country: Country, state: string): RegionCheck {
  const states = statesOf(country.id);
  const given = state.trim();
  if (!states.length) return { ok: true, name: given };
  const match = states.find(
    (s) =>
      s.name.toLowerCase() === given.toLowerCase() ||
      s.abbreviation.toLowerCase() === given.toLowerCase(),
  );
  if (match) return { ok: true, name: match.name };
  return {
    ok: false,
    message: `"${given}" is not a state or province of ${country.name}. Use its name or abbreviation, e.g. ${states[0]!.name} or ${states[0]!.abbreviation}.`,
  };
}
