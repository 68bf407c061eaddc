import { describe, expect, it } from 'vitest';
import { SignJWT, generateKeyPair } from 'jose';
import { TokenKeeper } from '@/lib/store/token-keeper';

const { privateKey } = await generateKeyPair('ES256');

async function jwt(claims: Record<string, unknown>): Promise<string> {
  return new SignJWT(claims).setProtectedHeader({ alg: 'ES256' }).sign(privateKey);
}

/** A mint that records its calls and signs tokens with the given expiry claim. */
function minter(claim: 'eat' | 'exp' | 'none' = 'eat', delayMs = 0) {
  const calls: number[] = [];
  let serial = 0;
  const mint = async (expiresAt: number) => {
    calls.push(expiresAt);
    await new Promise((r) => setTimeout(r, delayMs));
    serial += 1;
    return jwt({ serial, ...(claim === 'none' ? {} : { [claim]: expiresAt }) });
  };
  return { calls, mint };
}

describe('TokenKeeper', () => {
  it('mints once and reuses the token while it is fresh', async () => {
    let now = 1_000_000_000_000;
    const { calls, mint } = minter();
    const keeper = new TokenKeeper({
      mint,
      now: () => now,
      lifetimeSeconds: 3600,
      renewBeforeSeconds: 600,
    });
    const first = await keeper.token();
    now += 60_000;
    expect(await keeper.token()).toBe(first);
    expect(calls).toHaveLength(1);
    expect(calls[0]).toBe(1_000_000_000 + 3600);
  });

  it('renews before expiry, reading the eat claim', async () => {
    let now = 1_000_000_000_000;
    const { calls, mint } = minter('eat');
    const keeper = new TokenKeeper({
      mint,
      now: () => now,
      lifetimeSeconds: 3600,
      renewBeforeSeconds: 600,
    });
    const first = await keeper.token();
    now += (3600 - 599) * 1000; // inside the renewal margin
    const second = await keeper.token();
    expect(second).not.toBe(first);
    expect(calls).toHaveLength(2);
  });

  it('falls back to exp, and to the requested expiry when the token has neither', async () => {
    for (const claim of ['exp', 'none'] as const) {
      let now = 2_000_000_000_000;
      const { calls, mint } = minter(claim);
      const keeper = new TokenKeeper({
        mint,
        now: () => now,
        lifetimeSeconds: 1000,
        renewBeforeSeconds: 100,
      });
      await keeper.token();
      now += 850_000;
      await keeper.token();
      expect(calls).toHaveLength(1);
      now += 100_000;
      await keeper.token();
      expect(calls).toHaveLength(2);
    }
  });

  it('trusts the claim over the requested lifetime (a store that shortens tokens)', async () => {
    let now = 1_000_000_000_000;
    const mintCalls: number[] = [];
    const keeper = new TokenKeeper({
      mint: async (expiresAt) => {
        mintCalls.push(expiresAt);
        return jwt({ eat: Math.floor(now / 1000) + 300 });
      },
      now: () => now,
      lifetimeSeconds: 86_400,
      renewBeforeSeconds: 60,
    });
    await keeper.token();
    now += 250_000;
    await keeper.token();
    expect(mintCalls).toHaveLength(2);
  });

  it('lets concurrent callers share one mint', async () => {
    const { calls, mint } = minter('eat', 30);
    const keeper = new TokenKeeper({ mint });
    const tokens = await Promise.all(Array.from({ length: 25 }, () => keeper.token()));
    expect(new Set(tokens).size).toBe(1);
    expect(calls).toHaveLength(1);
  });

  it('a failed mint is not cached: the next caller tries again', async () => {
    let fail = true;
    const keeper = new TokenKeeper({
      mint: async (expiresAt) => {
        if (fail) throw new Error('store down');
        return jwt({ eat: expiresAt });
      },
    });
    await expect(keeper.token()).rejects.toThrow('store down');
    fail = false;
    await expect(keeper.token()).resolves.toMatch(/^ey/);
  });

  it('a mint that throws synchronously is not cached either', async () => {
    let fail = true;
    let calls = 0;
    const keeper = new TokenKeeper({
      // Not async: throws before returning a promise (e.g. a bad argument check).
      mint: (expiresAt) => {
        calls += 1;
        if (fail) throw new Error('cannot mint');
        return jwt({ eat: expiresAt });
      },
    });
    await expect(keeper.token()).rejects.toThrow('cannot mint');
    await expect(keeper.token()).rejects.toThrow('cannot mint');
    expect(calls).toBe(2);
    fail = false;
    await expect(keeper.token()).resolves.toMatch(/^ey/);
    expect(calls).toBe(3);
  });

  it('re-mints once and retries when the store answers 401', async () => {
    const { calls, mint } = minter();
    const keeper = new TokenKeeper({ mint });
    const rejected = await keeper.token();
    const seen: string[] = [];
    const result = await keeper.withToken(
      async (token) => {
        seen.push(token);
        return token === rejected ? 401 : 200;
      },
      (status) => status === 401,
    );
    expect(result).toBe(200);
    expect(seen).toHaveLength(2);
    expect(seen[1]).not.toBe(rejected);
    expect(calls).toHaveLength(2);
  });

  it('retries only once: a second 401 goes back to the caller', async () => {
    const { calls, mint } = minter();
    const keeper = new TokenKeeper({ mint });
    let attempts = 0;
    const result = await keeper.withToken(
      async () => {
        attempts += 1;
        return 401;
      },
      (status) => status === 401,
    );
    expect(result).toBe(401);
    expect(attempts).toBe(2);
    expect(calls).toHaveLength(2);
  });
});
