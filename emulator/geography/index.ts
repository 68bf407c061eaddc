import { type FastifyReply } from 'fastify';
import { z } from 'zod';
import { type ServiceContext, type ServiceModule } from '../core';
import { read, type PageQuery, pageQuery, sqlPage, notFound, idParam, parseInput } from '../http';
import { COUNTRIES, type Country, STATES, type Subdivision, findCountry, statesOf } from './lookup';

/**
 * Geography (v2): the countries and states the store knows, read-only, under the
 * Information and Settings scopes as in the real service. The data is fixed
 * (`countries-data.ts`); customer addresses are checked against it.
 */

const countryQuery = pageQuery.extend({
  country: z.string().optional(),
  country_iso2: z.string().optional(),
  country_iso3: z.string().optional(),
});

const stateQuery = pageQuery.extend({
  state: z.string().optional(),
  state_abbreviation: z.string().optional(),
});

const sameText = (a: string, b: string | undefined) =>
  b === undefined || a.toLowerCase() === b.trim().toLowerCase();

function countryJson(ctx: ServiceContext, country: Country) {
  const resource = `/countries/${country.id}/states`;
  return {
    id: country.id,
    country: country.name,
    country_iso2: country.iso2,
    country_iso3: country.iso3,
    states: { url: `${ctx.origin}/stores/${ctx.store.hash}/v2${resource}`, resource },
  };
}

const stateJson = (state: Subdivision) => ({
  id: state.id,
  state: state.name,
  state_abbreviation: state.abbreviation,
  country_id: state.countryId,
});

/** A v2 page of a list; the v2 interface answers an empty page with 204 and no body. */
function v2List<T>(reply: FastifyReply, items: readonly T[], page: PageQuery) {
  const { limit, offset } = sqlPage(page);
  const slice = items.slice(offset, offset + limit);
  return slice.length ? slice : reply.code(204).send();
}

function countryOf(params: unknown): Country {
  const id = idParam((params as { countryId?: string }).countryId, 'country_id');
  const country = findCountry(id);
  if (!country) throw notFound(`Country ${id}`);
  return country;
}

export const geographyModule: ServiceModule = {
  name: 'geography',
  management(app, ctx) {
    const access = { config: { access: read('information') } };

    app.get('/v2/countries', access, (request, reply) => {
      const query = parseInput(countryQuery, request.query, 'Query');
      const matching = COUNTRIES.filter(
        (c) =>
          sameText(c.name, query.country) &&
          sameText(c.iso2, query.country_iso2) &&
          sameText(c.iso3, query.country_iso3),
      );
      return v2List(
        reply,
        matching.map((c) => countryJson(ctx, c)),
        query,
      );
    });

    app.get('/v2/countries/count', access, () => ({ count: COUNTRIES.length }));

    app.get('/v2/countries/states', access, (request, reply) =>
      v2List(reply, STATES.map(stateJson), parseInput(pageQuery, request.query, 'Query')),
    );

    app.get('/v2/countries/states/count', access, () => ({ count: STATES.length }));

    app.get('/v2/countries/:countryId', access, (request) =>
      countryJson(ctx, countryOf(request.params)),
    );

    app.get('/v2/countries/:countryId/states', access, (request, reply) => {
      const country = countryOf(request.params);
      const query = parseInput(stateQuery, request.query, 'Query');
      const matching = statesOf(country.id).filter(
        (s) => sameText(s.name, query.state) && sameText(s.abbreviation, query.state_abbreviation),
      );
      return v2List(reply, matching.map(stateJson), query);
    });

    app.get('/v2/countries/:countryId/states/count', access, (request) => ({
      count: statesOf(countryOf(request.params).id).length,
    }));

    app.get('/v2/countries/:countryId/states/:stateId', access, (request) => {
      const country = countryOf(request.params);
      const id = idParam((request.params as { stateId?: string }).stateId, 'id');
      const state = statesOf(country.id).find((s) => s.id === id);
      if (!state) throw notFound(`State ${id} of ${country.name}`);
      return stateJson(state);
    });
  },
};

export { findCountryByCode, findCountryByName, checkRegion } from './lookup';
export type { Country, RegionCheck } from './lookup';

export { COUNTRIES, statesOf } from './lookup';
export type { Subdivision } from './lookup';
