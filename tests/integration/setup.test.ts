import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ROUTES, ROUTE_TYPES } from '@/lib/shared/routes';
import { WEBHOOK_SECRET_HEADER } from '@/lib/webhooks/header';
import { parseEnv } from '@/scripts/setup/env-file';
import { SUBSCRIBED_SCOPES } from '@/lib/webhooks/scope-tags';
import { SetupError } from '@/scripts/setup/errors';
import { type SetupTestStore, startSetupTestStore, storeRows } from '../support/setup-store';

let t: SetupTestStore;
beforeAll(async () => {
  t = await startSetupTestStore();
});
afterAll(() => t.store.close());

const envOf = (path: string) => parseEnv(readFileSync(path, 'utf8'));
/** The lines about one item each (`✓ site … created`), not the headings and notes. */
const itemLines = (lines: string[]) => lines.filter((line) => /^[✓+~=] /.test(line));
/** One hook per subscribed scope. */
const HOOKS = SUBSCRIBED_SCOPES.length;

describe('a fresh setup', () => {
  it('creates one channel, one site, the ten routes of lib/shared/routes.ts and the hooks, and writes the env file', async () => {
    const envFile = t.newEnvFile();
    const writesBefore = await t.writesServed();
    const { result, lines } = await t.run(
      t.options(envFile, { publicUrl: 'http://localhost:3100' }),
    );
    const rows = storeRows(t.store);

    const channels = rows.channels('Storefront localhost:3100');
    expect(channels).toHaveLength(1);
    expect(channels[0]!.platform).toBe('next');
    expect(result.channelId).toBe(channels[0]!.id);

    const sites = rows.sites(result.channelId!);
    expect(sites).toEqual([
      expect.objectContaining({ id: result.siteId, url: 'http://localhost:3100' }),
    ]);

    const routes = rows.routes(result.siteId!);
    expect(routes).toHaveLength(10);
    for (const type of ROUTE_TYPES)
      expect(routes).toContainEqual({ type, matching: '*', route: ROUTES[type] });

    const env = envOf(envFile);
    const hooks = rows
      .hooks(t.store.primaryAccount.clientId)
      .filter((h) => h.destination === 'http://localhost:3100/api/webhooks');
    expect(hooks.map((h) => h.scope).sort()).toEqual([...SUBSCRIBED_SCOPES].sort());
    for (const hook of hooks) {
      expect(hook.is_active).toBe(1);
      expect(JSON.parse(hook.headers!)).toEqual({ [WEBHOOK_SECRET_HEADER]: env.WEBHOOK_SECRET });
    }

    expect(env.STORE_CHANNEL_ID).toBe(String(result.channelId));
    expect(env.WEBHOOK_SECRET).toMatch(/^[0-9a-f]{64}$/);
    expect(env.SESSION_SECRET!.length).toBeGreaterThanOrEqual(32);

    // A channel, a site, ten routes and the hooks, one write request each, counted at the
    // service too; and three env file values.
    expect(result.counts).toEqual({ created: 12 + HOOKS + 3, updated: 0, unchanged: 0 });
    expect(result.writes).toBe(12 + HOOKS);
    expect((await t.writesServed()) - writesBefore).toBe(12 + HOOKS);
    expect(lines[1]).toBe(`✓ channel "Storefront localhost:3100" (id ${result.channelId}) created`);
    expect(lines).toContain('✓ route product → /products/{slug} created');
    // No STORE_CLIENT_SECRET given: setup says the hooks rest on their secret header.
    expect(lines.at(-2)).toMatch(
      /^Webhooks are checked by their X-Webhook-Secret header only\. Set STORE_CLIENT_SECRET/,
    );
    expect(lines.at(-1)).toMatch(
      new RegExp(
        `^Done: ${15 + HOOKS} created, 0 updated, 0 unchanged \\(\\d+ requests to the store, ${12 + HOOKS} writes\\)\\.$`,
      ),
    );

    const output = lines.join('\n');
    for (const secret of [
      t.store.primaryAccount.accessToken,
      env.WEBHOOK_SECRET!,
      env.SESSION_SECRET!,
    ])
      expect(output).not.toContain(secret);
  });

  it('makes no write request on a second run and reports every item unchanged', async () => {
    const envFile = t.newEnvFile();
    await t.run(t.options(envFile, { publicUrl: 'http://localhost:3101' }));
    const writesBefore = await t.writesServed();
    const servedBefore = t.served.length;

    const { result, lines } = await t.run(
      t.options(envFile, { publicUrl: 'http://localhost:3101' }),
    );

    expect((await t.writesServed()) - writesBefore).toBe(0);
    expect(t.served.length - servedBefore).toBe(result.requests);
    expect(result.writes).toBe(0);
    expect(result.counts.created + result.counts.updated).toBe(0);
    expect(
      itemLines(lines).every((line) => line.startsWith('= ') && line.endsWith(' unchanged')),
    ).toBe(true);
    // channel (by STORE_CHANNEL_ID), site, ten routes, the hooks, the env file's channel id
    expect(itemLines(lines)).toHaveLength(13 + HOOKS);
  });

  it('finds a channel of the same name, type and platform made before instead of adding one', async () => {
    const made = await t.store.api('POST', '/v3/channels', {
      body: { name: 'Made by hand', type: 'storefront', platform: 'next' },
    });
    const { result } = await t.run(
      t.options(t.newEnvFile(), {
        publicUrl: 'http://localhost:3102',
        channelName: 'Made by hand',
      }),
    );
    expect(result.channelId).toBe(made.body.data.id);
    expect(storeRows(t.store).channels('Made by hand')).toHaveLength(1);
  });
});

describe('the env file', () => {
  it('keeps a channel id the user set and says so, and fills in blank template lines', async () => {
    const envFile = t.newEnvFile();
    writeFileSync(envFile, '# mine\nSTORE_CHANNEL_ID=1\nWEBHOOK_SECRET=\n');
    const { result, lines } = await t.run(
      t.options(envFile, { publicUrl: 'http://localhost:3103', channelName: 'Another storefront' }),
    );
    expect(lines).toContain(
      `! ${envFile} STORE_CHANNEL_ID: kept your value 1; setup found ${result.channelId}. Remove the line to let setup write it.`,
    );
    const text = readFileSync(envFile, 'utf8');
    expect(text.startsWith('# mine\nSTORE_CHANNEL_ID=1\nWEBHOOK_SECRET=')).toBe(true);
    expect(envOf(envFile).WEBHOOK_SECRET).toBe(result.webhookSecret);
  });

  it('refuses a channel id in the env file that is not a number', async () => {
    const envFile = t.newEnvFile();
    writeFileSync(envFile, 'STORE_CHANNEL_ID=three\n');
    await expect(t.run(t.options(envFile))).rejects.toThrow(
      'STORE_CHANNEL_ID must be a channel id (an integer)',
    );
  });
});

describe('a dry run', () => {
  it('prints the plan and writes nothing: no write request, no record, no env file', async () => {
    const envFile = t.newEnvFile();
    const writesBefore = await t.writesServed();
    const { result, lines } = await t.run(
      t.options(envFile, { publicUrl: 'http://localhost:3110', dryRun: true }),
    );

    expect((await t.writesServed()) - writesBefore).toBe(0);
    expect(result.writes).toBe(0);
    expect(result.channelId).toBeNull();
    expect(existsSync(envFile)).toBe(false);
    expect(storeRows(t.store).channels('Storefront localhost:3110')).toHaveLength(0);
    expect(lines[0]).toContain('dry run: nothing will be changed');
    expect(lines).toContain(
      '+ channel "Storefront localhost:3110" would be created (type storefront, platform next)',
    );
    expect(lines).toContain('+ route cart → /cart would be created');
    expect(lines.at(-1)).toMatch(
      new RegExp(
        `^Dry run: ${15 + HOOKS} to create, 0 to update, 0 unchanged; nothing was changed`,
      ),
    );
  });

  it('plans only the differences on a store that was set up', async () => {
    const envFile = t.newEnvFile();
    await t.run(t.options(envFile, { publicUrl: 'http://localhost:3111' }));
    const writesBefore = await t.writesServed();
    const { lines } = await t.run(
      t.options(envFile, { publicUrl: 'http://localhost:3112', dryRun: true }),
    );
    expect((await t.writesServed()) - writesBefore).toBe(0);
    expect(lines.filter((line) => line.includes('would be updated'))).toHaveLength(1 + HOOKS); // the site and the hooks
    expect(envOf(envFile).PUBLIC_URL).toBeUndefined();
  });
});

describe('a run cut off', () => {
  it('after the site step is completed by the next run, with nothing twice', async () => {
    const envFile = t.newEnvFile();
    const publicUrl = 'http://localhost:3120';
    // The store fails once four routes exist, as if it broke down mid-way (its 500 log is silenced).
    const storeLog = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    t.store.ctx.db.exec(`CREATE TEMP TRIGGER cut_off BEFORE INSERT ON site_routes
      WHEN (SELECT COUNT(*) FROM site_routes WHERE site_id = NEW.site_id) >= 4
      BEGIN SELECT RAISE(ABORT, 'cut off by the test'); END`);
    try {
      const failed = t.run(t.options(envFile, { publicUrl }));
      await expect(failed).rejects.toThrow(SetupError);
      await expect(failed).rejects.toThrow(
        /The routes step failed: POST \/v3\/sites\/\d+\/routes failed with 500.*Run setup again/,
      );
    } finally {
      t.store.ctx.db.exec('DROP TRIGGER cut_off');
      storeLog.mockRestore();
    }
    const rows = storeRows(t.store);
    const [channel] = rows.channels('Storefront localhost:3120');
    expect(rows.routes(rows.sites(channel!.id)[0]!.id)).toHaveLength(4);
    expect(envOf(envFile).STORE_CHANNEL_ID).toBe(String(channel!.id));

    const { result } = await t.run(t.options(envFile, { publicUrl }));
    expect(result.counts).toMatchObject({ created: 6 + HOOKS, updated: 0 }); // six routes, the hooks
    expect(rows.channels('Storefront localhost:3120')).toHaveLength(1);
    expect(rows.sites(channel!.id)).toHaveLength(1);
    expect(rows.routes(result.siteId!)).toHaveLength(10);
    expect(
      rows
        .hooks(t.store.primaryAccount.clientId)
        .filter((h) => h.destination === `${publicUrl}/api/webhooks`),
    ).toHaveLength(HOOKS);
  });
});

describe('changes made elsewhere', () => {
  it('reactivates an inactive hook', async () => {
    const envFile = t.newEnvFile();
    await t.run(t.options(envFile, { publicUrl: 'http://localhost:3130' }));
    const hook = storeRows(t.store)
      .hooks(t.store.primaryAccount.clientId)
      .find(
        (h) =>
          h.scope === 'store/order/*' && h.destination === 'http://localhost:3130/api/webhooks',
      )!;
    expect(
      (await t.store.api('PUT', `/v2/hooks/${hook.id}`, { body: { is_active: false } })).status,
    ).toBe(200);

    const { result, lines } = await t.run(
      t.options(envFile, { publicUrl: 'http://localhost:3130' }),
    );
    expect(result.counts.updated).toBe(1);
    expect(result.writes).toBe(1);
    expect(lines).toContain(
      `✓ webhook store/order/* → http://localhost:3130/api/webhooks (id ${hook.id}) updated (reactivated)`,
    );
    expect((await t.store.api('GET', `/v2/hooks/${hook.id}`)).body.is_active).toBe(true);
  });

  it('moves the site and the same hooks to a changed public URL', async () => {
    const envFile = t.newEnvFile();
    const first = await t.run(t.options(envFile, { publicUrl: 'http://localhost:3140' }));
    const rows = storeRows(t.store);
    const hookIds = rows
      .hooks(t.store.primaryAccount.clientId)
      .filter((h) => h.destination === 'http://localhost:3140/api/webhooks')
      .map((h) => h.id);

    const plan = await t.run(
      t.options(envFile, { publicUrl: 'https://shop.example.com', dryRun: true }),
    );
    const moveLine =
      '! moving webhooks from http://localhost:3140/api/webhooks to https://shop.example.com/api/webhooks';
    expect(plan.lines.filter((line) => line.includes('moving webhooks'))).toEqual([
      `${moveLine} (when run without --dry-run)`,
    ]);

    const { result, lines } = await t.run(
      t.options(envFile, { publicUrl: 'https://shop.example.com', writePublicUrl: true }),
    );
    expect(lines.filter((line) => line.includes('moving webhooks'))).toEqual([moveLine]);
    expect(result.channelId).toBe(first.result.channelId);
    expect(rows.sites(result.channelId!)).toEqual([
      expect.objectContaining({ id: first.result.siteId, url: 'https://shop.example.com' }),
    ]);
    const moved = rows.hooks(t.store.primaryAccount.clientId).filter((h) => hookIds.includes(h.id));
    expect(moved.map((h) => h.destination)).toEqual(
      hookIds.map(() => 'https://shop.example.com/api/webhooks'),
    );
    expect(
      rows
        .hooks(t.store.primaryAccount.clientId)
        .filter((h) => h.destination === 'http://localhost:3140/api/webhooks'),
    ).toHaveLength(0);
    expect(result.counts).toMatchObject({ created: 1, updated: 1 + HOOKS }); // PUBLIC_URL written; the site and the hooks updated
    expect(lines).toContain(
      `✓ site (id ${first.result.siteId}) updated (url http://localhost:3140 → https://shop.example.com)`,
    );
    expect(envOf(envFile).PUBLIC_URL).toBe('https://shop.example.com');
  });

  it('puts a changed route back and leaves routes for single items alone', async () => {
    const envFile = t.newEnvFile();
    const { result } = await t.run(t.options(envFile, { publicUrl: 'http://localhost:3150' }));
    const routes = (await t.store.api('GET', `/v3/sites/${result.siteId}/routes`)).body.data as {
      id: number;
      type: string;
    }[];
    const cart = routes.find((r) => r.type === 'cart')!;
    await t.store.api('PUT', `/v3/sites/${result.siteId}/routes/${cart.id}`, {
      body: { route: '/basket' },
    });
    await t.store.api('POST', `/v3/sites/${result.siteId}/routes`, {
      body: { type: 'product', matching: '12', route: '/special' },
    });

    const again = await t.run(t.options(envFile, { publicUrl: 'http://localhost:3150' }));
    expect(again.lines).toContain('✓ route cart → /cart updated (was /basket)');
    expect(again.result.writes).toBe(1);
    expect(storeRows(t.store).routes(result.siteId!)).toContainEqual({
      type: 'product',
      matching: '12',
      route: '/special',
    });
  });

  it('updates the hooks when the webhook secret was rotated', async () => {
    const envFile = t.newEnvFile();
    await t.run(t.options(envFile, { publicUrl: 'http://localhost:3160' }));
    const rotated = 'a-new-secret-of-enough-length-0123456789';
    const { result, lines } = await t.run(
      t.options(envFile, { publicUrl: 'http://localhost:3160', webhookSecret: rotated }),
    );
    expect(result.counts.updated).toBe(HOOKS);
    expect(lines.filter((line) => line.endsWith('updated (secret header changed)'))).toHaveLength(
      HOOKS,
    );
    const hooks = storeRows(t.store)
      .hooks(t.store.primaryAccount.clientId)
      .filter((h) => h.destination === 'http://localhost:3160/api/webhooks');
    for (const hook of hooks)
      expect(JSON.parse(hook.headers!)).toEqual({ [WEBHOOK_SECRET_HEADER]: rotated });
    expect(lines.join('\n')).not.toContain(rotated);
  });
});

describe('a channel in several languages', () => {
  const addLocale = (channelId: number, code: string) =>
    t.store.api('POST', `/v3/channels/${channelId}/settings/locales`, { body: { code } });

  it('registers the pages’ routes with {lang}, changes nothing on a second run, and only the routes when the channel gains its second language', async () => {
    const envFile = t.newEnvFile();
    const first = await t.run(t.options(envFile, { publicUrl: 'http://localhost:3150' }));
    const channelId = first.result.channelId!;
    const siteId = first.result.siteId!;
    // One language: the routes as the route table writes them.
    for (const type of ROUTE_TYPES)
      expect(storeRows(t.store).routes(siteId)).toContainEqual({
        type,
        matching: '*',
        route: ROUTES[type],
      });

    expect((await addLocale(channelId, 'fr')).status).toBe(200);
    const second = await t.run(t.options(envFile, { publicUrl: 'http://localhost:3150' }));
    const routes = storeRows(t.store).routes(siteId);
    expect(routes).toContainEqual({ type: 'home', matching: '*', route: '/{lang}' });
    expect(routes).toContainEqual({
      type: 'account_order_status',
      matching: '*',
      route: '/{lang}/account/orders/{id}',
    });
    expect(routes).toContainEqual({
      type: 'product',
      matching: '*',
      route: '/{lang}/products/{slug}',
    });
    // The route handlers that follow the cart's own language keep their one address.
    expect(routes).toContainEqual({ type: 'checkout', matching: '*', route: '/checkout' });
    expect(routes).toContainEqual({
      type: 'recover_abandoned_cart',
      matching: '*',
      route: '/cart/recover',
    });
    // Eight routes changed, nothing else did.
    expect(second.result.counts.updated).toBe(8);
    expect(second.result.counts.created).toBe(0);
    expect(second.lines).toContain('The channel speaks en, fr: its page routes carry {lang}.');

    expect((await addLocale(channelId, 'de')).status).toBe(200);
    const third = await t.run(t.options(envFile, { publicUrl: 'http://localhost:3150' }));
    expect(third.result.writes).toBe(0);
    expect(third.result.counts).toMatchObject({ created: 0, updated: 0 });
  });
});
