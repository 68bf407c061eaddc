import 'server-only';
import { cacheLife } from 'next/cache';
import { CountriesDocument } from '@/graphql/generated/operations';
import { type Country } from '../shared/countries';
import { storefrontQuery } from '../store/graphql';

/**
 * The countries the store knows and their states or provinces, for address and shipping
 * estimate forms. The same for everyone and seldom changed (the store sends no event for
 * it): kept for a day.
 */
export async function getCountries(): Promise<Country[]> {
  'use cache';
  cacheLife('days');
  const { geography } = await storefrontQuery(CountriesDocument, {});
  return (geography.countries ?? []).map((c) => ({
    code: c.code,
    name: c.name,
    states: c.statesOrProvinces.map((s) => ({ name: s.name, code: s.abbreviation })),
  }));
}
