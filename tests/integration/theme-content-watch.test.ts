import { createServer, type Server } from 'node:http';
import { once } from 'node:events';
import { afterEach, describe, expect, it } from 'vitest';
import { WEBHOOK_SECRET_HEADER } from '@/lib/webhooks/header';
import {
  THEME_CONTENT_CHECK_PATH,
  themeContentCheckSeconds,
  watchThemeContent,
} from '@/lib/webhooks/theme-content-watch';
import { freePort } from '../../scripts/lib/free-port';

/**
 * The timer behind the theme content check: each server asks itself, on its own port,
 * with the callback secret; its first check is retried while the server is not yet
 * listening. A real HTTP server on a free port stands in for the storefront.
 */

const SECRET = 'a-callback-secret-of-some-length-0123456789';
let server: Server | undefined;
let stop: () => void = () => undefined;
afterEach(() => {
  stop();
  server?.close();
});

describe('watchThemeContent', () => {
  it('asks its own server for a check with the secret, once it listens, then on its interval', async () => {
    const port = await freePort();
    const asked: Array<{ method?: string; url?: string; secret?: string }> = [];
    let notify: () => void = () => undefined;
    const twoChecks = new Promise<void>((resolve) => (notify = resolve));
    // Not listening yet: the first attempts are refused and tried again.
    stop = watchThemeContent({
      PORT: String(port),
      WEBHOOK_SECRET: SECRET,
      THEME_CONTENT_CHECK_SECONDS: '1',
    });
    await new Promise((resolve) => setTimeout(resolve, 400));
    server = createServer((request, response) => {
      asked.push({
        method: request.method,
        url: request.url,
        secret: request.headers[WEBHOOK_SECRET_HEADER.toLowerCase()] as string | undefined,
      });
      response.writeHead(200, { 'content-type': 'application/json' }).end('{"status":"unchanged"}');
      if (asked.length === 2) notify();
    });
    server.listen(port, '127.0.0.1');
    await once(server, 'listening');
    await twoChecks;
    expect(asked).toEqual([
      { method: 'POST', url: THEME_CONTENT_CHECK_PATH, secret: SECRET },
      { method: 'POST', url: THEME_CONTENT_CHECK_PATH, secret: SECRET },
    ]);
  });

  it('reads its interval from THEME_CONTENT_CHECK_SECONDS: 30 s by default, 0 turns it off', () => {
    expect(themeContentCheckSeconds({})).toBe(30);
    expect(themeContentCheckSeconds({ THEME_CONTENT_CHECK_SECONDS: '5' })).toBe(5);
    expect(themeContentCheckSeconds({ THEME_CONTENT_CHECK_SECONDS: '0' })).toBe(0);
    expect(themeContentCheckSeconds({ THEME_CONTENT_CHECK_SECONDS: 'soon' })).toBe(30);
    expect(themeContentCheckSeconds({ THEME_CONTENT_CHECK_SECONDS: '-1' })).toBe(30);
  });
});
