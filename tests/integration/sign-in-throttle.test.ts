import Database from 'better-sqlite3';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as passwords from '@/emulator/customers/passwords';
import { dummyPasswordHash, verifyPassword } from '@/emulator/customers/passwords';
import { findCustomerByEmail } from '@/emulator/customers/repository';
import { startTestStore, tempDbPath, type TestStore } from '../support/store-service';
import { graphql, mintToken } from '../support/graphql';

// The real verification, watched: the test counts how often sign-in checks a password and
// against which hash, so it need not time the answers (this machine is too noisy for that).
vi.mock('@/emulator/customers/passwords', async (importOriginal) => {
  const real = await importOriginal<typeof passwords>();
  return { ...real, verifyPassword: vi.fn(real.verifyPassword) };
});

const LOGIN =
  'mutation Login($email: String!, $pass: String!) { login(email: $email, password: $pass) { result } }';

/** `scrypt$N$r$p` and the salt and key sizes: what makes a check cost what it costs. */
const costOf = (hash: string) => {
  const [scheme, n, r, p, salt, key] = hash.split('$');
  return {
    scheme,
    n,
    r,
    p,
    saltBytes: Buffer.from(salt!, 'base64').length,
    keyBytes: Buffer.from(key!, 'base64').length,
  };
};

describe('a wrong sign-in costs the same whether the e-mail has an account or not', () => {
  let store: TestStore;
  let token: string;
  const verify = vi.mocked(verifyPassword);
  const login = (email: string, pass: string) =>
    graphql(store, LOGIN, { email, pass }, { token, headers: { 'x-forwarded-for': '192.0.2.50' } });

  beforeAll(async () => {
    store = await startTestStore();
    token = await mintToken(store, 'impersonation');
  });
  afterAll(() => store.close());
  // Braces: a function beforeEach returns is run as its clean-up, and mockClear returns the mock.
  beforeEach(() => {
    verify.mockClear();
  });

  it('checks a wrong password for an existing customer against their hash, once', async () => {
    const res = await login('alex.shopper@example.com', 'wrong1pass');
    expect(res.body.errors?.[0]?.extensions?.code).toBe('INVALID_CREDENTIALS');
    const realHash = findCustomerByEmail(store.ctx, 'alex.shopper@example.com')!.password_hash!;
    expect(verify.mock.calls).toEqual([['wrong1pass', realHash]]);
  });

  it('checks the password of an unknown e-mail too, once, against a dummy hash made like real ones', async () => {
    const res = await login('nobody.here@example.com', 'wrong1pass');
    expect(res.body.errors?.[0]?.extensions?.code).toBe('INVALID_CREDENTIALS');
    expect(verify).toHaveBeenCalledTimes(1);
    const [password, checkedAgainst] = verify.mock.calls[0]!;
    expect(password).toBe('wrong1pass');
    // One dummy, made once and kept.
    expect(checkedAgainst).toBe(await dummyPasswordHash());
    const realHash = findCustomerByEmail(store.ctx, 'alex.shopper@example.com')!.password_hash!;
    expect(costOf(checkedAgainst)).toEqual(costOf(realHash));
  });

  it('checks the password of a customer without one against the same dummy hash', async () => {
    const created = await store.api('POST', '/v3/customers', {
      body: [{ email: 'no.password.yet@example.com', first_name: 'No', last_name: 'Password' }],
    });
    expect(created.status).toBe(200);
    const res = await login('no.password.yet@example.com', 'wrong1pass');
    expect(res.body.errors?.[0]?.extensions?.code).toBe('INVALID_CREDENTIALS');
    expect(verify.mock.calls).toEqual([['wrong1pass', await dummyPasswordHash()]]);
  });

  it('never signs in with the password behind the dummy hash', async () => {
    // Whatever was hashed, a match against the dummy is still a failed sign-in.
    verify.mockResolvedValueOnce(true);
    const res = await login('nobody.here@example.com', 'anything1');
    expect(verify).toHaveBeenCalledTimes(1);
    expect(res.body.errors?.[0]?.extensions?.code).toBe('INVALID_CREDENTIALS');
  });
});

describe('a database made before failures were counted per client', () => {
  it('gains the client column and its index, keeps its rows, and counts per client', async () => {
    const path = tempDbPath();
    const old = new Database(path);
    old.exec(`
      CREATE TABLE login_failures (email TEXT NOT NULL COLLATE NOCASE, failed_at INTEGER NOT NULL);
      CREATE INDEX login_failures_email ON login_failures (email, failed_at);
    `);
    old
      .prepare('INSERT INTO login_failures (email, failed_at) VALUES (?, ?)')
      .run('sam.buyer@example.com', Date.now());
    old.close();

    const store = await startTestStore({ db: path });
    try {
      const db = store.ctx.db;
      const columns = (
        db.prepare('PRAGMA table_info(login_failures)').all() as Array<{
          name: string;
        }>
      ).map((c) => c.name);
      expect(columns).toEqual(['email', 'failed_at', 'client']);
      const indexes = (
        db.prepare('PRAGMA index_list(login_failures)').all() as Array<{
          name: string;
        }>
      ).map((i) => i.name);
      expect(indexes).toEqual(['login_failures_email_client']);
      expect(db.prepare('SELECT email, client FROM login_failures').all()).toEqual([
        { email: 'sam.buyer@example.com', client: '' },
      ]);

      const token = await mintToken(store, 'impersonation');
      const res = await graphql(
        store,
        LOGIN,
        { email: 'sam.buyer@example.com', pass: 'wrong1pass' },
        { token, headers: { 'x-forwarded-for': '203.0.113.7' } },
      );
      expect(res.body.errors?.[0]?.extensions?.code).toBe('INVALID_CREDENTIALS');
      expect(db.prepare('SELECT client FROM login_failures WHERE client != ?').all('')).toEqual([
        { client: '203.0.113.7' },
      ]);
    } finally {
      await store.close();
    }
  });
});
