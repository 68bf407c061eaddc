import { randomBytes, randomInt } from 'node:crypto';
import { exportJWK, generateKeyPair, importJWK, type JWK } from 'jose';
import { type Db, ensureColumn } from './database';
import { ALL_SCOPES } from './scopes';
import { type Clock } from './clock';

export const storeSchema = /* sql */ `
  CREATE TABLE IF NOT EXISTS store (
    id INTEGER PRIMARY KEY,
    hash TEXT NOT NULL UNIQUE,
    name TEXT NOT NULL,
    plan TEXT NOT NULL,
    admin_email TEXT NOT NULL,
    signing_key TEXT NOT NULL,
    created_at INTEGER NOT NULL
  );
  CREATE TABLE IF NOT EXISTS api_accounts (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    name TEXT NOT NULL,
    client_id TEXT NOT NULL UNIQUE,
    access_token TEXT NOT NULL UNIQUE,
    client_secret TEXT,
    scopes TEXT NOT NULL,
    email TEXT NOT NULL,
    created_at INTEGER NOT NULL
  );
`;

export interface Store {
  id: number;
  hash: string;
  name: string;
  /** Store plan; customer groups exist only on plans that have them (seed section 8). */
  plan: StorePlan;
  adminEmail: string;
  /** ES256 private key that signs storefront tokens. */
  signingKey: CryptoKey;
  publicJwk: JWK;
}

export const STORE_PLANS = ['standard', 'plus', 'pro', 'enterprise'] as const;
export type StorePlan = (typeof STORE_PLANS)[number];

export interface ApiAccount {
  id: number;
  name: string;
  clientId: string;
  accessToken: string;
  /**
   * The app's client secret: webhook callbacks of this account's hooks are signed with it
   * (Standard Webhooks, `webhooks/callback-signature.ts`).
   */
  clientSecret: string;
  scopes: ReadonlySet<string>;
  email: string;
}

interface StoreRow {
  id: number;
  hash: string;
  name: string;
  plan: StorePlan;
  admin_email: string;
  signing_key: string;
}

interface ApiAccountRow {
  id: number;
  name: string;
  client_id: string;
  access_token: string;
  client_secret: string;
  scopes: string;
  email: string;
}

const randomToken = (bytes: number) =>
  randomBytes(bytes).toString('base64url').toLowerCase().replace(/[-_]/g, '0');

/** 256 random bits as 64 hex digits: ASCII, so its bytes as an HMAC key are its characters. */
const newClientSecret = () => randomBytes(32).toString('hex');

/**
 * Gives accounts of a database made before client secrets one each (SQLite cannot add a
 * column whose default differs per row, so the column is filled here). Idempotent.
 */
function migrateApiAccounts(db: Db): void {
  ensureColumn(db, 'api_accounts', 'client_secret', 'TEXT');
  const missing = db.prepare('SELECT id FROM api_accounts WHERE client_secret IS NULL').all() as {
    id: number;
  }[];
  const fill = db.prepare('UPDATE api_accounts SET client_secret = ? WHERE id = ?');
  db.transaction(() => {
    for (const { id } of missing) fill.run(newClientSecret(), id);
  })();
}

/**
 * Loads the one store this database holds, creating it (with a random hash, a signing
 * key and an API account holding every scope) on first start.
 */
export async function ensureStore(
  db: Db,
  clock: Clock,
): Promise<{ store: Store; created: boolean }> {
  migrateApiAccounts(db);
  let row = db.prepare('SELECT * FROM store LIMIT 1').get() as StoreRow | undefined;
  const created = !row;
  if (!row) {
    const { privateKey } = await generateKeyPair('ES256', { extractable: true });
    const jwk = await exportJWK(privateKey);
    const hash = randomToken(8).slice(0, 10);
    db.transaction(() => {
      db.prepare(
        'INSERT INTO store (id, hash, name, plan, admin_email, signing_key, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
      ).run(
        randomInt(1_000_000, 9_999_999),
        hash,
        'Local Demo Store',
        'enterprise',
        'owner@store.local',
        JSON.stringify(jwk),
        clock.now(),
      );
      createApiAccount(db, clock, { name: 'Storefront (all scopes)', scopes: ALL_SCOPES });
    })();
    row = db.prepare('SELECT * FROM store LIMIT 1').get() as StoreRow;
  }
  const privateJwk = JSON.parse(row.signing_key) as JWK;
  const { d: _private, ...publicJwk } = privateJwk;
  return {
    created,
    store: {
      id: row.id,
      hash: row.hash,
      name: row.name,
      plan: row.plan,
      adminEmail: row.admin_email,
      signingKey: (await importJWK(privateJwk, 'ES256')) as CryptoKey,
      publicJwk,
    },
  };
}

export function setStorePlan(db: Db, plan: StorePlan): void {
  db.prepare('UPDATE store SET plan = ?').run(plan);
}

export function createApiAccount(
  db: Db,
  clock: Clock,
  input: { name: string; scopes: Iterable<string>; email?: string },
): ApiAccount {
  const clientId = randomToken(24).slice(0, 31);
  const accessToken = randomToken(24).slice(0, 31);
  const clientSecret = newClientSecret();
  const scopes = [...new Set(input.scopes)].sort();
  const email = input.email ?? 'developer@store.local';
  const info = db
    .prepare(
      'INSERT INTO api_accounts (name, client_id, access_token, client_secret, scopes, email, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
    )
    .run(
      input.name,
      clientId,
      accessToken,
      clientSecret,
      JSON.stringify(scopes),
      email,
      clock.now(),
    );
  return {
    id: Number(info.lastInsertRowid),
    name: input.name,
    clientId,
    accessToken,
    clientSecret,
    scopes: new Set(scopes),
    email,
  };
}

function toAccount(row: ApiAccountRow): ApiAccount {
  return {
    id: row.id,
    name: row.name,
    clientId: row.client_id,
    accessToken: row.access_token,
    clientSecret: row.client_secret,
    scopes: new Set(JSON.parse(row.scopes) as string[]),
    email: row.email,
  };
}

export function findApiAccountByToken(db: Db, token: string): ApiAccount | null {
  const row = db.prepare('SELECT * FROM api_accounts WHERE access_token = ?').get(token) as
    ApiAccountRow | undefined;
  return row ? toAccount(row) : null;
}

export function findApiAccountByClientId(db: Db, clientId: string): ApiAccount | null {
  const row = db.prepare('SELECT * FROM api_accounts WHERE client_id = ?').get(clientId) as
    ApiAccountRow | undefined;
  return row ? toAccount(row) : null;
}

/** The account created on first start (it holds every scope). */
export function primaryApiAccount(db: Db): ApiAccount {
  return toAccount(
    db.prepare('SELECT * FROM api_accounts ORDER BY id LIMIT 1').get() as ApiAccountRow,
  );
}
