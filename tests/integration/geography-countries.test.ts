import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectScopeRules } from '../support/scope-rules';
import { startTestStore, type TestStore } from '../support/store-service';

let store: TestStore;
beforeAll(async () => {
  store = await startTestStore();
});
afterAll(() => store.close());

describe('geography (v2)', () => {
  it('lists countries with ISO codes and a link to their states, in name order', async () => {
    const res = await store.api('GET', '/v2/countries?limit=250');
    expect(res.status).toBe(200);
    expect(res.body.length).toBeGreaterThanOrEqual(30);
    const names = res.body.map((c: any) => c.country);
    expect(names).toEqual([...names].sort((a: string, b: string) => a.localeCompare(b)));
    const us = res.body.find((c: any) => c.country_iso2 === 'US');
    expect(us).toEqual({
      id: 840,
      country: 'United States',
      country_iso2: 'US',
      country_iso3: 'USA',
      states: { url: `${store.apiUrl}/v2/countries/840/states`, resource: '/countries/840/states' },
    });
    const count = await store.api('GET', '/v2/countries/count');
    expect(count.body).toEqual({ count: res.body.length });
  });

  it('filters countries by name and codes, pages them, and answers an empty page with 204', async () => {
    expect((await store.api('GET', '/v2/countries?country_iso2=ca')).body).toEqual([
      expect.objectContaining({ country: 'Canada', id: 124 }),
    ]);
    expect((await store.api('GET', '/v2/countries?country_iso3=GBR')).body[0].country).toBe(
      'United Kingdom',
    );
    expect((await store.api('GET', '/v2/countries?country=germany')).body[0].country_iso2).toBe(
      'DE',
    );
    const page2 = await store.api('GET', '/v2/countries?limit=10&page=2');
    expect(page2.body).toHaveLength(10);
    expect((await store.api('GET', '/v2/countries?country_iso2=XX')).status).toBe(204);
    expect((await store.api('GET', '/v2/countries?limit=0')).status).toBe(422);
  });

  it('gets one country, and 404s an unknown or malformed id in the v2 error shape', async () => {
    expect((await store.api('GET', '/v2/countries/124')).body.country).toBe('Canada');
    const missing = await store.api('GET', '/v2/countries/9999');
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual([
      { status: 404, message: expect.stringContaining('Country 9999') },
    ]);
    expect((await store.api('GET', '/v2/countries/abc')).status).toBe(404);
  });

  it('has every US state (and DC) and every Canadian province and territory', async () => {
    const us = await store.api('GET', '/v2/countries/840/states?limit=250');
    const abbreviations = us.body.map((s: any) => s.state_abbreviation);
    for (const code of ['AL', 'AK', 'CA', 'DC', 'NY', 'TX', 'WY'])
      expect(abbreviations).toContain(code);
    expect(
      us.body.filter((s: any) => s.state_abbreviation.length === 2).length,
    ).toBeGreaterThanOrEqual(51);
    expect((await store.api('GET', '/v2/countries/840/states/count')).body.count).toBe(
      us.body.length,
    );

    const ca = await store.api('GET', '/v2/countries/124/states');
    expect(ca.body.map((s: any) => s.state_abbreviation).sort()).toEqual(
      ['AB', 'BC', 'MB', 'NB', 'NL', 'NS', 'NT', 'NU', 'ON', 'PE', 'QC', 'SK', 'YT'].sort(),
    );
    expect(ca.body[0]).toEqual({
      id: expect.any(Number),
      state: expect.any(String),
      state_abbreviation: expect.any(String),
      country_id: 124,
    });
  });

  it('filters and gets states, 404s a state of another country, 204s a country without states', async () => {
    const texas = (await store.api('GET', '/v2/countries/840/states?state_abbreviation=tx'))
      .body[0];
    expect(texas).toMatchObject({ state: 'Texas', country_id: 840 });
    expect((await store.api('GET', `/v2/countries/840/states/${texas.id}`)).body).toEqual(texas);
    expect((await store.api('GET', `/v2/countries/124/states/${texas.id}`)).status).toBe(404);
    expect((await store.api('GET', '/v2/countries/840/states?state=Ontario')).status).toBe(204);
    expect((await store.api('GET', '/v2/countries/250/states')).status).toBe(204);
    expect((await store.api('GET', '/v2/countries/9999/states')).status).toBe(404);
  });

  it('lists and counts all states across countries', async () => {
    const all = await store.api('GET', '/v2/countries/states?limit=250');
    const count = await store.api('GET', '/v2/countries/states/count');
    expect(all.body).toHaveLength(count.body.count);
    expect(new Set(all.body.map((s: any) => s.country_id))).toEqual(new Set([840, 124, 36]));
  });

  it('needs an Information and Settings scope', async () => {
    await expectScopeRules(store, {
      readOnly: 'store_v2_information_read_only',
      modify: 'store_v2_information',
      reads: [
        ['GET', '/v2/countries'],
        ['GET', '/v2/countries/840'],
        ['GET', '/v2/countries/840/states'],
        ['GET', '/v2/countries/states/count'],
      ],
      writes: [],
    });
  });
});
