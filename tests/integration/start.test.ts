import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { parseEnv } from '@/scripts/setup/env-file';
import { buildFingerprint, isBuildCurrent, writeBuildStamp } from '@/scripts/start/build-stamp';
import { spawnInGroup } from '@/scripts/start/child-process';
import { type Product, type StartOptions, startProduct } from '@/scripts/start/run-start';
import { type Env, decideStartMode } from '@/scripts/start/start-mode';
import { optionsFromFlags } from '@/scripts/setup/options';
import { runSetup } from '@/scripts/setup/run-setup';
import { type StorefrontLauncher } from '@/scripts/start/storefront-launcher';
import { canConnect } from '@/scripts/start/wait-for-port';
import { freePort } from '../../scripts/lib/free-port';
import { startTestStore } from '../support/store-service';

/** Stands in for Next: the "build" writes a BUILD_ID, the "server" answers on PORT. */
function fakeStorefront() {
  const builds: Env[] = [];
  const starts: Env[] = [];
  const hosts: (string | undefined)[] = [];
  const pids: number[] = [];
  const launcher: StorefrontLauncher = {
    build(env, cwd) {
      builds.push(env);
      return spawnInGroup(
        process.execPath,
        [
          '-e',
          "require('node:fs').mkdirSync('.next',{recursive:true});require('node:fs').writeFileSync('.next/BUILD_ID','x')",
        ],
        { cwd, stdio: 'ignore' },
      );
    },
    start(env, { port, cwd, host }) {
      starts.push(env);
      hosts.push(host);
      const server = spawnInGroup(
        process.execPath,
        ['-e', `require('node:http').createServer((q, s) => s.end('shop')).listen(${port})`],
        {
          cwd,
          stdio: 'ignore',
        },
      );
      pids.push(server.pid!);
      return server;
    },
  };
  return { launcher, builds, starts, hosts, pids };
}

const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

const running: Product[] = [];
afterAll(async () => {
  for (const product of running) await product.stop();
});

async function start(options: StartOptions) {
  const lines: string[] = [];
  const product = startProduct(options, {
    out: (line) => lines.push(line),
    err: (line) => lines.push(line),
  });
  running.push(product);
  return { product, lines };
}

describe('how npm start decides', () => {
  const local = { host: '127.0.0.1', port: 4000 };
  it('starts the local store service when no store is configured', () => {
    expect(decideStartMode({}, local).kind).toBe('local');
    expect(
      decideStartMode({ STORE_API_URL: 'https://api.example.com/stores/abc' }, local).kind,
    ).toBe('local');
  });
  it('runs only the storefront for a configured store', () => {
    expect(
      decideStartMode(
        { STORE_API_URL: 'https://api.example.com/stores/abc', STORE_API_TOKEN: 't' },
        local,
      ),
    ).toEqual({
      kind: 'configured',
      apiUrl: 'https://api.example.com/stores/abc',
    });
  });
  it('starts the local store service again when .env.local points at it (an earlier npm start wrote it)', () => {
    expect(
      decideStartMode(
        { STORE_API_URL: 'http://127.0.0.1:4000/stores/abc', STORE_API_TOKEN: 't' },
        local,
      ).kind,
    ).toBe('local');
  });
});

describe('the build stamp', () => {
  it('calls for a build when a source or a build setting changed, not for a secret', () => {
    const root = mkdtempSync(join(tmpdir(), 'stamp-'));
    mkdirSync(join(root, 'app'));
    writeFileSync(join(root, 'app/page.tsx'), 'export default 1;');
    const env = { STORE_API_URL: 'http://127.0.0.1:4000/stores/a', SESSION_SECRET: 'one' };
    const distDir = join(root, '.next');
    const before = buildFingerprint(root, env);
    expect(isBuildCurrent(distDir, before)).toBe(false); // never built

    mkdirSync(distDir);
    writeFileSync(join(distDir, 'BUILD_ID'), 'x');
    writeBuildStamp(distDir, before);
    expect(isBuildCurrent(distDir, buildFingerprint(root, { ...env, SESSION_SECRET: 'two' }))).toBe(
      true,
    );
    // The local demo's own address (it follows the port) is not in any page: another port
    // reuses the build.
    const demo = (port: string) => ({
      ...env,
      PORT: port,
      PUBLIC_URL: `http://localhost:${port}`,
      PUBLIC_URL_FOLLOWS_PORT: '1',
    });
    writeBuildStamp(distDir, buildFingerprint(root, demo('3000')));
    expect(isBuildCurrent(distDir, buildFingerprint(root, demo('3001')))).toBe(true);
    // A public URL of the user's is, in the canonical links: another one builds again.
    const shop = (url: string) => ({ ...env, PUBLIC_URL: url });
    writeBuildStamp(distDir, buildFingerprint(root, shop('https://shop.example.com')));
    expect(isBuildCurrent(distDir, buildFingerprint(root, shop('https://shop.example.com/')))).toBe(
      true,
    );
    expect(
      isBuildCurrent(distDir, buildFingerprint(root, shop('https://www.shop.example.com'))),
    ).toBe(false);
    writeBuildStamp(distDir, before);
    expect(isBuildCurrent(distDir, buildFingerprint(root, env))).toBe(true);
    expect(
      isBuildCurrent(
        distDir,
        buildFingerprint(root, { ...env, STORE_API_URL: 'http://127.0.0.1:4000/stores/b' }),
      ),
    ).toBe(false);
    writeFileSync(join(root, 'app/page.tsx'), 'export default 2;');
    expect(isBuildCurrent(distDir, buildFingerprint(root, env))).toBe(false);
    writeFileSync(join(root, 'app/page.tsx'), 'export default 1;');
    writeFileSync(join(root, 'proxy.ts'), 'export {};');
    expect(isBuildCurrent(distDir, buildFingerprint(root, env))).toBe(false);
  });
});

describe('npm start with no store configured', () => {
  it('starts the store service, sets it up, builds once, starts the storefront, and stops it all', async () => {
    const cwd = mkdtempSync(join(tmpdir(), 'start-'));
    const [port, storePort] = [await freePort(), await freePort()];
    const env = { PORT: String(port), LOCAL_STORE_PORT: String(storePort) };
    const fake = fakeStorefront();

    const first = await start({ cwd, dev: false, env, storefront: fake.launcher });
    const ready = await first.product.ready;
    expect(ready.shopUrl).toBe(`http://localhost:${port}`);
    expect(await (await fetch(`http://localhost:${port}/`)).text()).toBe('shop');

    // The local store service runs with its data in data/store.db and was set up.
    const store = ready.localStore!;
    expect(store.origin).toBe(`http://127.0.0.1:${storePort}`);
    expect(existsSync(join(cwd, 'data/store.db'))).toBe(true);
    const written = parseEnv(readFileSync(join(cwd, '.env.local'), 'utf8'));
    expect(written).toMatchObject({
      STORE_API_URL: store.apiUrl,
      STOREFRONT_GRAPHQL_URL: store.graphqlUrl,
      STORE_CHANNEL_ID: expect.stringMatching(/^\d+$/),
    });
    expect(written.SESSION_SECRET!.length).toBeGreaterThanOrEqual(32);
    expect(written.WEBHOOK_SECRET!.length).toBeGreaterThanOrEqual(32);
    const routes = store.ctx.db.prepare('SELECT COUNT(*) AS n FROM site_routes').get() as {
      n: number;
    };
    expect(routes.n).toBe(10);
    // A new demo store's shop speaks the demo's languages, and its routes carry them.
    const channelId = Number(written.STORE_CHANNEL_ID);
    const locales = await fetch(`${store.apiUrl}/v3/channels/${channelId}/settings/locales`, {
      headers: { 'x-auth-token': store.primaryAccount.accessToken },
    });
    expect(
      ((await locales.json()) as { data: Array<{ code: string }> }).data.map(
        (locale: { code: string }) => locale.code,
      ),
    ).toEqual(['en', 'fr', 'de']);
    const langRoutes = store.ctx.db
      .prepare("SELECT COUNT(*) AS n FROM site_routes WHERE route LIKE '/{lang}%'")
      .get() as { n: number };
    expect(langRoutes.n).toBe(8); // all but the checkout's and the abandoned cart's
    expect(first.lines).toContain(
      '✓ Channel ' + channelId + ": English, with the demo's French and German",
    );

    // The storefront got every value explicitly, not from a file it might not read.
    expect(fake.builds).toHaveLength(1);
    expect(fake.starts[0]).toMatchObject({
      PORT: String(port),
      PUBLIC_URL: `http://localhost:${port}`,
      STORE_API_URL: store.apiUrl,
      STORE_CHANNEL_ID: written.STORE_CHANNEL_ID,
      WEBHOOK_SECRET: written.WEBHOOK_SECRET,
      SESSION_SECRET: written.SESSION_SECRET,
    });
    expect(first.lines).toContain(`Shop:           http://localhost:${port}`);
    // The demo prints shoppers' passwords: it listens on this machine only, and says how to widen it.
    expect(fake.hosts[0]).toBe('127.0.0.1');
    expect(first.lines).toContain(
      `Listening on:   127.0.0.1:${port} only (this machine); set HOST=0.0.0.0 to open the shop to your network`,
    );
    expect(first.lines).toContain(
      `Store service:  ${store.origin} (management API ${store.apiUrl})`,
    );
    expect(first.lines).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^Demo shopper: +alex.shopper@example.com \/ shop4demo/),
      ]),
    );
    expect(first.lines.join('\n')).not.toContain(store.primaryAccount.accessToken);

    await first.product.stop();
    expect(isAlive(fake.pids[0]!)).toBe(false);
    expect(await canConnect(port)).toBe(false);
    expect(await canConnect(storePort)).toBe(false);

    // A second start finds .env.local pointing at the local store: same store, no new build, no writes.
    const second = await start({ cwd, dev: false, env, storefront: fake.launcher });
    const again = await second.product.ready;
    expect(again.localStore!.apiUrl).toBe(store.apiUrl);
    expect(fake.builds).toHaveLength(1);
    expect(second.lines).toContain(
      '= storefront build is current (no source or setting changed since it was made)',
    );
    expect(second.lines.find((line) => line.startsWith('Done:'))).toMatch(
      /0 created, 0 updated, .* 0 writes/,
    );
    await second.product.stop();
    expect(isAlive(fake.pids[1]!)).toBe(false);
  });

  it('keeps the public URL of a start on another port, so a later npm run setup changes nothing', async () => {
    const cwd = mkdtempSync(join(tmpdir(), 'start-'));
    const [port, otherPort, storePort] = [await freePort(), await freePort(), await freePort()];
    const fake = fakeStorefront();
    const env = { PORT: String(port), LOCAL_STORE_PORT: String(storePort) };
    const first = await start({ cwd, dev: false, env, storefront: fake.launcher });
    await first.product.ready;
    const envFile = join(cwd, '.env.local');
    expect(parseEnv(readFileSync(envFile, 'utf8')).PUBLIC_URL).toBe(`http://localhost:${port}`);

    // npm run setup reads .env.local (as loadNextEnv gives it), with no PUBLIC_URL of its own.
    const setupLines: string[] = [];
    const setupEnv = { ...parseEnv(readFileSync(envFile, 'utf8')) };
    const result = await runSetup(
      { ...optionsFromFlags({ dryRun: false, envFile }, setupEnv) },
      { out: (line) => setupLines.push(line) },
    );
    expect(result.counts).toMatchObject({ created: 0, updated: 0 });
    expect(result.writes).toBe(0);
    expect(setupLines.join('\n')).not.toContain('moving webhooks');
    await first.product.stop();

    // A start on yet another port moves the hooks along with the loopback URL it wrote, and says so.
    const fileEnv = parseEnv(readFileSync(envFile, 'utf8'));
    const second = await start({
      cwd,
      dev: false,
      env: { ...fileEnv, ...env, PORT: String(otherPort) },
      storefront: fake.launcher,
    });
    await second.product.ready;
    expect(fake.starts[1]!.PUBLIC_URL).toBe(`http://localhost:${otherPort}`);
    expect(second.lines).toContain(
      `! moving webhooks from http://localhost:${port}/api/webhooks to http://localhost:${otherPort}/api/webhooks`,
    );
    expect(parseEnv(readFileSync(envFile, 'utf8')).PUBLIC_URL).toBe(
      `http://localhost:${otherPort}`,
    );
    await second.product.stop();

    // A PUBLIC_URL of the user's own (not a loopback one) is kept whatever the port.
    writeFileSync(
      envFile,
      readFileSync(envFile, 'utf8').replace(
        /^PUBLIC_URL=.*$/m,
        'PUBLIC_URL=https://tunnel.example.com',
      ),
    );
    const third = await start({
      cwd,
      dev: false,
      env: { ...parseEnv(readFileSync(envFile, 'utf8')), ...env },
      storefront: fake.launcher,
    });
    await third.product.ready;
    expect(fake.starts[2]!.PUBLIC_URL).toBe('https://tunnel.example.com');
    await third.product.stop();
  });

  it('runs several instances on consecutive ports, sharing a redis-server of its own that stops with them', async () => {
    const cwd = mkdtempSync(join(tmpdir(), 'start-'));
    const [port, storePort] = [await freePort(), await freePort()];
    const fake = fakeStorefront();
    const { product, lines } = await start({
      cwd,
      dev: false,
      env: { PORT: String(port), LOCAL_STORE_PORT: String(storePort) },
      storefront: fake.launcher,
      instances: 2,
    });
    await product.ready;
    expect(fake.starts).toHaveLength(2);
    const redisUrl = fake.starts[0]!.REDIS_URL!;
    expect(redisUrl).toMatch(/^redis:\/\/:[^@]+@127\.0\.0\.1:\d+$/);
    expect(fake.starts[1]!.REDIS_URL).toBe(redisUrl);
    expect(await (await fetch(`http://localhost:${port + 1}/`)).text()).toBe('shop');
    expect(lines).toContain(
      `                http://localhost:${port + 1} (instance 2: the same shop, sharing its cache)`,
    );
    const redisPort = Number(new URL(redisUrl).port);
    expect(lines).toContain(
      `Shared cache:   redis://127.0.0.1:${redisPort} (REDIS_URL); webhooks go to the first instance, and reach every one`,
    );
    expect(lines.join('\n')).not.toContain(new URL(redisUrl).password);
    expect(await canConnect(redisPort)).toBe(true);
    await product.stop();
    expect(await canConnect(redisPort)).toBe(false);
    expect(await canConnect(port + 1)).toBe(false);
  });

  it('says what to do when the local store service port is taken', async () => {
    const cwd = mkdtempSync(join(tmpdir(), 'start-'));
    const blocker = await startTestStore();
    try {
      const env = {
        PORT: String(await freePort()),
        LOCAL_STORE_PORT: String(new URL(blocker.origin).port),
      };
      const { product } = await start({
        cwd,
        dev: false,
        env,
        storefront: fakeStorefront().launcher,
      });
      await expect(product.ready).rejects.toThrow(
        /Port \d+ is in use, so the local store service cannot start\..*LOCAL_STORE_PORT/,
      );
      await product.stop();
    } finally {
      await blocker.close();
    }
  });
});

describe('npm start with a store configured', () => {
  it('runs only the storefront, with a generated session secret kept in .env.local', async () => {
    const store = await startTestStore();
    try {
      const cwd = mkdtempSync(join(tmpdir(), 'start-'));
      const [port, storePort] = [await freePort(), await freePort()];
      const env = {
        PORT: String(port),
        LOCAL_STORE_PORT: String(storePort),
        STORE_API_URL: store.apiUrl,
        STORE_API_TOKEN: store.primaryAccount.accessToken,
        STORE_CLIENT_ID: store.primaryAccount.clientId,
        STOREFRONT_GRAPHQL_URL: store.graphqlUrl,
        STORE_CHANNEL_ID: '1',
        WEBHOOK_SECRET: 'a-webhook-secret-long-enough',
      };
      const fake = fakeStorefront();
      const { product, lines } = await start({ cwd, dev: true, env, storefront: fake.launcher });
      const ready = await product.ready;
      expect(ready.localStore).toBeUndefined();
      expect(await canConnect(storePort)).toBe(false);
      expect(fake.builds).toHaveLength(0); // --dev: next dev builds as it goes
      expect(lines[0]).toBe(
        `Using the store at ${store.origin} (STORE_API_URL); the local store service is not started.`,
      );
      const written = parseEnv(readFileSync(join(cwd, '.env.local'), 'utf8'));
      expect(fake.starts[0]!.SESSION_SECRET).toBe(written.SESSION_SECRET);
      await product.stop();
      expect(isAlive(fake.pids[0]!)).toBe(false);
    } finally {
      await store.close();
    }
  });

  it('says how to fix a .env.local that names a local store address nothing answers at (LOCAL_STORE_PORT changed)', async () => {
    const cwd = mkdtempSync(join(tmpdir(), 'start-'));
    const deadPort = await freePort();
    const env = {
      PORT: String(await freePort()),
      LOCAL_STORE_PORT: String(await freePort()),
      STORE_API_URL: `http://127.0.0.1:${deadPort}/stores/abc`,
      STORE_API_TOKEN: 'token-of-an-old-local-store',
    };
    const fake = fakeStorefront();
    const { product } = await start({ cwd, dev: false, env, storefront: fake.launcher });
    await expect(product.ready).rejects.toThrow(
      new RegExp(
        `STORE_API_URL points at http://127\\.0\\.0\\.1:${deadPort} on this machine, and nothing answers there\\..*set LOCAL_STORE_PORT back to ${deadPort}.*delete the STORE_\\* lines from \\.env\\.local`,
      ),
    );
    expect(fake.starts).toHaveLength(0);
    await product.stop();
  });

  it('refuses to start a storefront whose configuration is incomplete, naming what is missing', async () => {
    const cwd = mkdtempSync(join(tmpdir(), 'start-'));
    mkdirSync(join(cwd, 'app'));
    writeFileSync(join(cwd, '.env.local'), 'SESSION_SECRET=0123456789abcdef0123456789abcdef\n');
    const env = {
      PORT: String(await freePort()),
      STORE_API_URL: 'https://api.example.com/stores/abc',
      STORE_API_TOKEN: 't',
      SESSION_SECRET: '0123456789abcdef0123456789abcdef',
    };
    const fake = fakeStorefront();
    const { product } = await start({ cwd, dev: false, env, storefront: fake.launcher });
    await expect(product.ready).rejects.toThrow(
      /STORE_CHANNEL_ID is not set \(npm run setup writes it\).*Then run npm run setup\./,
    );
    expect(fake.starts).toHaveLength(0);
    await product.stop();
  });
});
