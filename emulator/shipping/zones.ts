import { type ServiceContext } from '../core';
import { findCountryByCode, statesOf } from '../geography';

/**
 * Shipping zones and their methods, as the real service's control panel sets them up: a
 * zone is the whole world, countries, states or postal codes; each has methods priced a
 * flat rate per order, per item, or free from an order amount. The zone of an address is
 * its most specific match (postal code, then state, then country, then the world).
 */
export const shippingSchema = /* sql */ `
  CREATE TABLE IF NOT EXISTS shipping_zones (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    name TEXT NOT NULL,
    type TEXT NOT NULL CHECK (type IN ('global', 'country', 'state', 'zip')),
    -- JSON [{"country_iso2": "US", "state_iso2": "AK", "zip": "787*"}]: what the zone covers
    locations TEXT NOT NULL DEFAULT '[]',
    enabled INTEGER NOT NULL DEFAULT 1
  );
  CREATE TABLE IF NOT EXISTS shipping_methods (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    zone_id INTEGER NOT NULL REFERENCES shipping_zones(id) ON DELETE CASCADE,
    -- the option id checkouts name it by
    option_id TEXT NOT NULL UNIQUE,
    name TEXT NOT NULL,
    type TEXT NOT NULL CHECK (type IN ('flat_rate', 'per_item', 'free_over')),
    -- cents: the rate per order, the rate per item, or the order amount from which it is offered
    amount INTEGER NOT NULL,
    delivery TEXT NOT NULL DEFAULT '',
    sort_order INTEGER NOT NULL DEFAULT 0,
    enabled INTEGER NOT NULL DEFAULT 1
  );
`;

export type ZoneType = 'global' | 'country' | 'state' | 'zip';
export type MethodType = 'flat_rate' | 'per_item' | 'free_over';

export interface ZoneLocation {
  country_iso2?: string;
  state_iso2?: string;
  /** A postal code, or a prefix ending in `*` (`787*`). */
  zip?: string;
}

export interface ShippingZone {
  id: number;
  name: string;
  type: ZoneType;
  locations: ZoneLocation[];
}

export interface ShippingMethodRow {
  id: number;
  zone_id: number;
  option_id: string;
  name: string;
  type: MethodType;
  amount: number;
  delivery: string;
  sort_order: number;
  enabled: number;
}

/** Where a parcel goes, as far as zones care. */
export interface Destination {
  countryCode: string;
  /** A state's name or abbreviation. */
  state?: string | null;
  postalCode?: string | null;
}

const SPECIFICITY: Record<ZoneType, number> = { zip: 0, state: 1, country: 2, global: 3 };

function zones(ctx: ServiceContext): ShippingZone[] {
  const rows = ctx.db
    .prepare('SELECT id, name, type, locations FROM shipping_zones WHERE enabled = 1 ORDER BY id')
    .all() as Array<Omit<ShippingZone, 'locations'> & { locations: string }>;
  return rows.map((row) => ({ ...row, locations: JSON.parse(row.locations) as ZoneLocation[] }));
}

/** The state's abbreviation in its country's list, or the text as given for countries without one. */
function stateCode(countryCode: string, state: string): string {
  const country = findCountryByCode(countryCode);
  const given = state.trim().toLowerCase();
  const match = country
    ? statesOf(country.id).find(
        (s) => s.abbreviation.toLowerCase() === given || s.name.toLowerCase() === given,
      )
    : undefined;
  return (match?.abbreviation ?? state.trim()).toUpperCase();
}

const zipMatches = (pattern: string, postalCode: string) => {
  const code = postalCode.replace(/\s+/g, '').toUpperCase();
  const wanted = pattern.replace(/\s+/g, '').toUpperCase();
  return wanted.endsWith('*') ? code.startsWith(wanted.slice(0, -1)) : code === wanted;
};

function covers(zone: ShippingZone, to: Destination): boolean {
  const country = to.countryCode.trim().toUpperCase();
  if (zone.type === 'global') return true;
  return zone.locations.some((location) => {
    if (location.country_iso2?.toUpperCase() !== country) return false;
    if (zone.type === 'country') return true;
    if (zone.type === 'state')
      return (
        Boolean(to.state) && location.state_iso2?.toUpperCase() === stateCode(country, to.state!)
      );
    return Boolean(to.postalCode && location.zip) && zipMatches(location.zip!, to.postalCode!);
  });
}

/** The zone an address ships in: its most specific one, or null when the store does not ship there. */
export function zoneFor(ctx: ServiceContext, to: Destination): ShippingZone | null {
  const matching = zones(ctx).filter((zone) => covers(zone, to));
  matching.sort((a, b) => SPECIFICITY[a.type] - SPECIFICITY[b.type] || a.id - b.id);
  return matching[0] ?? null;
}

export const methodsOf = (ctx: ServiceContext, zoneId: number): ShippingMethodRow[] =>
  ctx.db
    .prepare(
      'SELECT * FROM shipping_methods WHERE zone_id = ? AND enabled = 1 ORDER BY sort_order, id',
    )
    .all(zoneId) as ShippingMethodRow[];

export const findMethodByName = (
  ctx: ServiceContext,
  name: string,
): ShippingMethodRow | undefined =>
  ctx.db.prepare('SELECT * FROM shipping_methods WHERE name = ? ORDER BY id LIMIT 1').get(name) as
    ShippingMethodRow | undefined;

export function insertZone(
  ctx: ServiceContext,
  zone: Omit<ShippingZone, 'id'>,
  methods: ReadonlyArray<Omit<ShippingMethodRow, 'id' | 'zone_id' | 'enabled' | 'sort_order'>>,
): number {
  const info = ctx.db
    .prepare('INSERT INTO shipping_zones (name, type, locations) VALUES (?, ?, ?)')
    .run(zone.name, zone.type, JSON.stringify(zone.locations));
  const zoneId = Number(info.lastInsertRowid);
  const insert = ctx.db.prepare(
    'INSERT INTO shipping_methods (zone_id, option_id, name, type, amount, delivery, sort_order) VALUES (?, ?, ?, ?, ?, ?, ?)',
  );
  methods.forEach((m, i) =>
    insert.run(zoneId, m.option_id, m.name, m.type, m.amount, m.delivery, i),
  );
  return zoneId;
}
