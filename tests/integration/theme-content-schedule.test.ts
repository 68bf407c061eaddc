import { createServer, type Server } from 'node:http';
import { once } from 'node:events';
import { afterEach, describe, expect, it } from 'vitest';
import { WEBHOOK_SECRET_HEADER } from '@/lib/webhooks/header';
import {
  THEME_CONTENT_CHECK_PATH,
  scheduleThemeContentChecks,
  themeContentCheckSeconds,
} from '../../scripts/lib/theme-content-schedule';
import { freePort } from '../../scripts/lib/free-port';

/**
 * The scheduler of theme content checks that `npm start` and the test stacks run (in a
 * deployment, cron does): it asks each server with the callback secret on its interval,
 * says once when one cannot be reached, and goes on. Real HTTP servers on free ports stand
 * in for the storefronts.
 */

const SECRET = 'a-callback-secret-of-some-length-0123456789';
const servers: Server[] = [];
let stop: () => void = () => undefined;
afterEach(() => {
  stop();
  for (const server of servers.splice(0)) server.close();
});

async function storefront(
  onAsked: (asked: { method?: string; url?: string; secret?: string }) => void,
) {
  const server = createServer((request, response) => {
    onAsked({
      method: request.method,
      url: request.url,
      secret: request.headers[WEBHOOK_SECRET_HEADER.toLowerCase()] as string | undefined,
    });
    response.writeHead(200, { 'content-type': 'application/json' }).end('{"status":"unchanged"}');
  });
  servers.push(server);
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return `http://127.0.0.1:${(server.address() as { port: number }).port}`;
}

describe('scheduleThemeContentChecks', () => {
  it('asks every server for a check with the secret on its interval, and says once that one is out of reach', async () => {
    const asked: Array<{ origin: string; method?: string; url?: string; secret?: string }> = [];
    let notify: () => void = () => undefined;
    const enough = new Promise<void>((resolve) => (notify = resolve));
    const record =
      (origin: () => string) => (a: { method?: string; url?: string; secret?: string }) => {
        asked.push({ origin: origin(), ...a });
        if (asked.length === 4) notify();
      };
    let first = '';
    let second = '';
    first = await storefront(record(() => first));
    second = await storefront(record(() => second));
    const nowhere = `http://127.0.0.1:${await freePort()}`;
    const logs: string[] = [];
    stop = scheduleThemeContentChecks({
      origins: [first, nowhere, second],
      secret: SECRET,
      env: { THEME_CONTENT_CHECK_SECONDS: '1' },
      log: (line) => logs.push(line),
    });
    await enough;
    const check = { method: 'POST', url: THEME_CONTENT_CHECK_PATH, secret: SECRET };
    expect(asked).toEqual([
      { origin: first, ...check },
      { origin: second, ...check },
      { origin: first, ...check },
      { origin: second, ...check },
    ]);
    expect(logs).toHaveLength(1);
    expect(logs[0]).toMatch(/could not ask http:\/\/127\.0\.0\.1:\d+\/api\/theme-content/);
  });

  it('reads its interval from THEME_CONTENT_CHECK_SECONDS: 30 s by default, 0 turns it off', () => {
    expect(themeContentCheckSeconds({})).toBe(30);
    expect(themeContentCheckSeconds({ THEME_CONTENT_CHECK_SECONDS: '5' })).toBe(5);
    expect(themeContentCheckSeconds({ THEME_CONTENT_CHECK_SECONDS: '0' })).toBe(0);
    expect(themeContentCheckSeconds({ THEME_CONTENT_CHECK_SECONDS: 'soon' })).toBe(30);
    expect(themeContentCheckSeconds({ THEME_CONTENT_CHECK_SECONDS: '-1' })).toBe(30);
  });
});
