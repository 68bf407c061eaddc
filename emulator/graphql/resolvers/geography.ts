import { COUNTRIES, statesOf } from '../../geography';
import { type Resolvers } from '../generated/resolvers';

/** The store's countries and their states or provinces (the same data as `/v2/countries`), for address forms. */
export const geographyResolvers: Resolvers = {
  Query: {
    geography: () => ({}),
  },
  Geography: {
    countries: (_g, { filters }) =>
      COUNTRIES.filter(
        (c) =>
          (!filters?.code || c.iso2 === filters.code.trim().toUpperCase()) &&
          (!filters?.name || c.name.toLowerCase() === filters.name.trim().toLowerCase()),
      ),
  },
  Country: {
    entityId: (c) => c.id,
    code: (c) => c.iso2,
    name: (c) => c.name,
    statesOrProvinces: (c) => statesOf(c.id),
  },
  StateOrProvince: {
    entityId: (s) => s.id,
    name: (s) => s.name,
    abbreviation: (s) => s.abbreviation,
  },
};
