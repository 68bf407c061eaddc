import { type ServiceContext, isoMillis } from '../core';
import { ApiError } from '../http';
import { hasCustomerGroups } from './groups/plan';
import { defaultCustomerGroupId } from './groups/repository';

export const customersSchema = /* sql */ `
  CREATE TABLE IF NOT EXISTS customers (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    email TEXT NOT NULL UNIQUE COLLATE NOCASE,
    first_name TEXT NOT NULL,
    last_name TEXT NOT NULL,
    company TEXT NOT NULL DEFAULT '',
    phone TEXT NOT NULL DEFAULT '',
    notes TEXT NOT NULL DEFAULT '',
    tax_exempt_category TEXT NOT NULL DEFAULT '',
    customer_group_id INTEGER NOT NULL DEFAULT 0,
    registration_ip_address TEXT NOT NULL DEFAULT '',
    origin_channel_id INTEGER NOT NULL DEFAULT 1,
    password_hash TEXT,
    force_password_reset INTEGER NOT NULL DEFAULT 0,
    accepts_marketing INTEGER NOT NULL DEFAULT 0,
    created_at INTEGER NOT NULL,
    updated_at INTEGER NOT NULL
  );
  CREATE TABLE IF NOT EXISTS customer_password_resets (
    customer_id INTEGER PRIMARY KEY REFERENCES customers(id) ON DELETE CASCADE,
    token_hash TEXT NOT NULL,
    expires_at INTEGER NOT NULL
  );
  -- client: the address the attempt came from (see login-throttle.ts); its index is made
  -- by migrateLoginFailures, which also adds the column to older databases.
  CREATE TABLE IF NOT EXISTS login_failures (
    email TEXT NOT NULL COLLATE NOCASE,
    client TEXT NOT NULL DEFAULT '',
    failed_at INTEGER NOT NULL
  );
`;

export interface CustomerRow {
  id: number;
  email: string;
  first_name: string;
  last_name: string;
  company: string;
  phone: string;
  notes: string;
  tax_exempt_category: string;
  customer_group_id: number;
  registration_ip_address: string;
  origin_channel_id: number;
  password_hash: string | null;
  force_password_reset: number;
  accepts_marketing: number;
  created_at: number;
  updated_at: number;
}

export interface NewCustomer {
  email: string;
  firstName: string;
  lastName: string;
  company?: string;
  phone?: string;
  notes?: string;
  taxExemptCategory?: string;
  registrationIpAddress?: string;
  /** Unset: the store's default group (`is_default`), if it has one, else none (0). */
  customerGroupId?: number;
  originChannelId?: number;
  passwordHash?: string | null;
  acceptsMarketing?: boolean;
}

/** The customer object of the real service's v3 interface (without addresses/attributes). */
export function customerJson(row: CustomerRow) {
  return {
    id: row.id,
    email: row.email,
    first_name: row.first_name,
    last_name: row.last_name,
    company: row.company,
    phone: row.phone,
    notes: row.notes,
    tax_exempt_category: row.tax_exempt_category,
    customer_group_id: row.customer_group_id,
    registration_ip_address: row.registration_ip_address,
    origin_channel_id: row.origin_channel_id,
    date_created: isoMillis(row.created_at),
    date_modified: isoMillis(row.updated_at),
    authentication: { force_password_reset: row.force_password_reset === 1 },
    accepts_product_review_abandoned_cart_emails: row.accepts_marketing === 1,
  };
}

export function findCustomer(ctx: ServiceContext, id: number): CustomerRow | undefined {
  return ctx.db.prepare('SELECT * FROM customers WHERE id = ?').get(id) as CustomerRow | undefined;
}

export function findCustomerByEmail(ctx: ServiceContext, email: string): CustomerRow | undefined {
  return ctx.db.prepare('SELECT * FROM customers WHERE email = ?').get(email.trim()) as
    CustomerRow | undefined;
}

/** New customers join the default group of the channel they sign up on, when the plan has groups and one is set. */
const newCustomerGroupId = (ctx: ServiceContext, channelId: number | undefined): number =>
  hasCustomerGroups(ctx) ? (defaultCustomerGroupId(ctx, channelId) ?? 0) : 0;

/** The e-mail belongs to another customer (also when two requests create it at once). */
export class EmailInUseError extends ApiError {
  constructor(email: string) {
    super(422, `The email ${email} is already in use.`, { email: 'already in use' });
  }
}

export function insertCustomer(ctx: ServiceContext, input: NewCustomer): CustomerRow {
  const now = ctx.clock.now();
  try {
    return insertCustomerRow(ctx, input, now);
  } catch (error) {
    if ((error as { code?: unknown }).code === 'SQLITE_CONSTRAINT_UNIQUE')
      throw new EmailInUseError(input.email.trim());
    throw error;
  }
}

function insertCustomerRow(ctx: ServiceContext, input: NewCustomer, now: number): CustomerRow {
  const info = ctx.db
    .prepare(
      `INSERT INTO customers (email, first_name, last_name, company, phone, notes, tax_exempt_category, registration_ip_address,
         customer_group_id, origin_channel_id, password_hash, accepts_marketing, created_at, updated_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    )
    .run(
      input.email.trim(),
      input.firstName,
      input.lastName,
      input.company ?? '',
      input.phone ?? '',
      input.notes ?? '',
      input.taxExemptCategory ?? '',
      input.registrationIpAddress ?? '',
      input.customerGroupId ?? newCustomerGroupId(ctx, input.originChannelId),
      input.originChannelId ?? 1,
      input.passwordHash ?? null,
      Number(input.acceptsMarketing ?? false),
      now,
      now,
    );
  return findCustomer(ctx, Number(info.lastInsertRowid))!;
}

/** Columns either interface may change; anything left out keeps its value. */
export interface CustomerChanges {
  email?: string;
  first_name?: string;
  last_name?: string;
  company?: string;
  phone?: string;
  notes?: string;
  tax_exempt_category?: string;
  registration_ip_address?: string;
  customer_group_id?: number;
  force_password_reset?: boolean;
}

/** Applies changes to a customer; a new password hash replaces the old one. */
export function updateCustomer(
  ctx: ServiceContext,
  row: CustomerRow,
  changes: CustomerChanges,
  passwordHash: string | null,
): void {
  ctx.db
    .prepare(
      `UPDATE customers SET email = ?, first_name = ?, last_name = ?, company = ?, phone = ?, notes = ?, tax_exempt_category = ?,
         registration_ip_address = ?, customer_group_id = ?, password_hash = COALESCE(?, password_hash), force_password_reset = ?,
         updated_at = ?
       WHERE id = ?`,
    )
    .run(
      changes.email ?? row.email,
      changes.first_name ?? row.first_name,
      changes.last_name ?? row.last_name,
      changes.company ?? row.company,
      changes.phone ?? row.phone,
      changes.notes ?? row.notes,
      changes.tax_exempt_category ?? row.tax_exempt_category,
      changes.registration_ip_address ?? row.registration_ip_address,
      changes.customer_group_id ?? row.customer_group_id,
      passwordHash,
      Number(changes.force_password_reset ?? row.force_password_reset === 1),
      ctx.clock.now(),
      row.id,
    );
}
