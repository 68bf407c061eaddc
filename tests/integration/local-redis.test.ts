import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createClient } from 'redis';
import { afterAll, describe, expect, it } from 'vitest';
import { startLocalRedis } from '../../scripts/lib/redis-server';

/** The redis-server `npm start -- --instances N` runs: what it holds survives a crash and a restart. */
const dir = mkdtempSync(join(tmpdir(), 'storefront-redis-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('the local shared cache', () => {
  it('keeps what it was told across a crash (SIGKILL) and a restart, when given a folder', async () => {
    const redis = await startLocalRedis({ dir, log: () => undefined });
    try {
      const client = createClient({ url: redis.url });
      await client.connect();
      await client.set('session:revoked:abc', '1', { EX: 3600 });
      await client.quit();
      // appendfsync everysec: a write is on disk within a second.
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await redis.kill();
      await redis.restart();
      const again = createClient({ url: redis.url });
      await again.connect();
      expect(await again.get('session:revoked:abc')).toBe('1');
      await again.quit();
    } finally {
      await redis.stop();
    }
  });

  it('keeps nothing without one (tests)', async () => {
    const redis = await startLocalRedis({ log: () => undefined });
    try {
      const client = createClient({ url: redis.url });
      await client.connect();
      await client.set('k', '1');
      await client.quit();
      await redis.kill();
      await redis.restart();
      const again = createClient({ url: redis.url });
      await again.connect();
      expect(await again.get('k')).toBeNull();
      await again.quit();
    } finally {
      await redis.stop();
    }
  });
});
