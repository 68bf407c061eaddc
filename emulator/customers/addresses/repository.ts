import { type ServiceContext } from '../../core';
import { findCountryByCode } from '../../geography';

/** Customer addresses, shared by the v2 (`/v2/customers/{id}/addresses`) and v3 interfaces. */
export const customerAddressesSchema = /* sql */ `
  CREATE TABLE IF NOT EXISTS customer_addresses (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    customer_id INTEGER NOT NULL REFERENCES customers(id) ON DELETE CASCADE,
    first_name TEXT NOT NULL,
    last_name TEXT NOT NULL,
    company TEXT NOT NULL DEFAULT '',
    address1 TEXT NOT NULL,
    address2 TEXT NOT NULL DEFAULT '',
    city TEXT NOT NULL,
    state_or_province TEXT NOT NULL,
    postal_code TEXT NOT NULL,
    country_code TEXT NOT NULL,
    phone TEXT NOT NULL DEFAULT '',
    address_type TEXT NOT NULL DEFAULT 'residential',
    created_at INTEGER NOT NULL,
    updated_at INTEGER NOT NULL
  );
  CREATE INDEX IF NOT EXISTS customer_addresses_customer ON customer_addresses (customer_id);
`;

export const ADDRESS_TYPES = ['residential', 'commercial'] as const;
export type AddressType = (typeof ADDRESS_TYPES)[number];

/** The fields of an address, already checked: country code known, state spelled out. */
export interface AddressFields {
  first_name: string;
  last_name: string;
  company: string;
  address1: string;
  address2: string;
  city: string;
  state_or_province: string;
  postal_code: string;
  country_code: string;
  phone: string;
  address_type: AddressType;
}

export interface AddressRow extends AddressFields {
  id: number;
  customer_id: number;
  created_at: number;
  updated_at: number;
}

const countryName = (code: string) => findCountryByCode(code)?.name ?? code;

/** The v3 address object. */
export const addressJsonV3 = (row: AddressRow) => ({
  id: row.id,
  customer_id: row.customer_id,
  first_name: row.first_name,
  last_name: row.last_name,
  company: row.company,
  address1: row.address1,
  address2: row.address2,
  city: row.city,
  state_or_province: row.state_or_province,
  postal_code: row.postal_code,
  country: countryName(row.country_code),
  country_code: row.country_code,
  phone: row.phone,
  address_type: row.address_type,
});

/** The v2 address object: the same record under the older field names. */
export const addressJsonV2 = (row: AddressRow) => ({
  id: row.id,
  customer_id: row.customer_id,
  first_name: row.first_name,
  last_name: row.last_name,
  company: row.company,
  street_1: row.address1,
  street_2: row.address2,
  city: row.city,
  state: row.state_or_province,
  zip: row.postal_code,
  country: countryName(row.country_code),
  country_iso2: row.country_code,
  phone: row.phone,
  address_type: row.address_type,
});

const FIELD_NAMES = [
  'first_name',
  'last_name',
  'company',
  'address1',
  'address2',
  'city',
  'state_or_province',
  'postal_code',
  'country_code',
  'phone',
  'address_type',
] as const satisfies ReadonlyArray<keyof AddressFields>;

export const sameAddressFields = (a: AddressFields, b: AddressFields): boolean =>
  FIELD_NAMES.every((name) => a[name] === b[name]);

export function findAddress(ctx: ServiceContext, id: number): AddressRow | undefined {
  return ctx.db.prepare('SELECT * FROM customer_addresses WHERE id = ?').get(id) as
    AddressRow | undefined;
}

export function addressesOf(
  ctx: ServiceContext,
  customerId: number,
  page?: { limit: number; offset: number },
): AddressRow[] {
  return ctx.db
    .prepare('SELECT * FROM customer_addresses WHERE customer_id = ? ORDER BY id LIMIT ? OFFSET ?')
    .all(customerId, page?.limit ?? -1, page?.offset ?? 0) as AddressRow[];
}

/**
 * The customer's address with exactly these fields, if any: the real service treats an
 * address as unique by all its fields and does not store a second copy.
 */
export function findSameAddress(
  ctx: ServiceContext,
  customerId: number,
  fields: AddressFields,
  exceptId = 0,
): AddressRow | undefined {
  const where = FIELD_NAMES.map((name) => `${name} = ?`).join(' AND ');
  return ctx.db
    .prepare(`SELECT * FROM customer_addresses WHERE customer_id = ? AND id != ? AND ${where}`)
    .get(customerId, exceptId, ...FIELD_NAMES.map((name) => fields[name])) as
    AddressRow | undefined;
}

export function insertAddress(
  ctx: ServiceContext,
  customerId: number,
  fields: AddressFields,
): AddressRow {
  const now = ctx.clock.now();
  const info = ctx.db
    .prepare(
      `INSERT INTO customer_addresses (customer_id, ${FIELD_NAMES.join(', ')}, created_at, updated_at)
       VALUES (?, ${FIELD_NAMES.map(() => '?').join(', ')}, ?, ?)`,
    )
    .run(customerId, ...FIELD_NAMES.map((name) => fields[name]), now, now);
  return findAddress(ctx, Number(info.lastInsertRowid))!;
}

export function updateAddress(ctx: ServiceContext, id: number, fields: AddressFields): AddressRow {
  ctx.db
    .prepare(
      `UPDATE customer_addresses SET ${FIELD_NAMES.map((name) => `${name} = ?`).join(', ')}, updated_at = ? WHERE id = ?`,
    )
    .run(...FIELD_NAMES.map((name) => fields[name]), ctx.clock.now(), id);
  return findAddress(ctx, id)!;
}

export function deleteAddresses(ctx: ServiceContext, ids: readonly number[]): void {
  if (!ids.length) return;
  ctx.db
    .prepare(`DELETE FROM customer_addresses WHERE id IN (${ids.map(() => '?').join(', ')})`)
    .run(...ids);
}

export function addressFieldsOf(row: AddressRow): AddressFields {
  const {
    id: _id,
    customer_id: _customer,
    created_at: _created,
    updated_at: _updated,
    ...fields
  } = row;
  return fields;
}

/** What address events carry: the address id, and its customer. */
export function publishAddressEvent(
  ctx: ServiceContext,
  change: 'created' | 'updated' | 'deleted',
  row: AddressRow,
): void {
  ctx.events.publish(`store/customer/address/${change}`, {
    type: 'customer',
    id: row.id,
    address: { customer_id: row.customer_id },
  });
}
