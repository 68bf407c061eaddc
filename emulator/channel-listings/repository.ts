import { type ServiceContext, isoSeconds } from '../core';

/**
 * Channel listings: which products (and variants) a channel sells, with per-channel names
 * and descriptions. One listing per product per channel.
 */
export const channelListingsSchema = /* sql */ `
  CREATE TABLE IF NOT EXISTS channel_listings (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    channel_id INTEGER NOT NULL REFERENCES channels (id) ON DELETE CASCADE,
    product_id INTEGER NOT NULL REFERENCES catalog_products (id) ON DELETE CASCADE,
    external_id TEXT NOT NULL DEFAULT '',
    state TEXT NOT NULL,
    name TEXT NOT NULL DEFAULT '',
    description TEXT NOT NULL DEFAULT '',
    created_at INTEGER NOT NULL,
    updated_at INTEGER NOT NULL,
    UNIQUE (channel_id, product_id)
  );
  CREATE TABLE IF NOT EXISTS channel_listing_variants (
    listing_id INTEGER NOT NULL REFERENCES channel_listings (id) ON DELETE CASCADE,
    variant_id INTEGER NOT NULL REFERENCES catalog_variants (id) ON DELETE CASCADE,
    product_id INTEGER NOT NULL,
    external_id TEXT NOT NULL DEFAULT '',
    state TEXT NOT NULL,
    name TEXT NOT NULL DEFAULT '',
    description TEXT NOT NULL DEFAULT '',
    created_at INTEGER NOT NULL,
    updated_at INTEGER NOT NULL,
    PRIMARY KEY (listing_id, variant_id)
  );
`;

export interface ListingRow {
  id: number;
  channel_id: number;
  product_id: number;
  external_id: string;
  state: string;
  name: string;
  description: string;
  created_at: number;
  updated_at: number;
}

interface ListingVariantRow {
  listing_id: number;
  variant_id: number;
  product_id: number;
  external_id: string;
  state: string;
  name: string;
  description: string;
  created_at: number;
  updated_at: number;
}

/** The fields a request sets on a listing or a listing variant (absent: keep, or empty on create). */
export interface ListingFields {
  external_id?: string;
  state: string;
  name?: string;
  description?: string;
}

export interface ListingVariantFields extends ListingFields {
  variant_id: number;
}

export function listingJson(ctx: ServiceContext, row: ListingRow) {
  const variants = ctx.db
    .prepare('SELECT * FROM channel_listing_variants WHERE listing_id = ? ORDER BY variant_id')
    .all(row.id) as ListingVariantRow[];
  return {
    channel_id: row.channel_id,
    listing_id: row.id,
    external_id: row.external_id,
    product_id: row.product_id,
    state: row.state,
    name: row.name,
    description: row.description,
    date_created: isoSeconds(row.created_at),
    date_modified: isoSeconds(row.updated_at),
    variants: variants.map((v) => ({
      channel_id: row.channel_id,
      product_id: v.product_id,
      variant_id: v.variant_id,
      external_id: v.external_id,
      state: v.state,
      name: v.name,
      description: v.description,
      date_created: isoSeconds(v.created_at),
      date_modified: isoSeconds(v.updated_at),
    })),
  };
}

export function findListing(
  ctx: ServiceContext,
  channelId: number,
  listingId: number,
): ListingRow | undefined {
  return ctx.db
    .prepare('SELECT * FROM channel_listings WHERE id = ? AND channel_id = ?')
    .get(listingId, channelId) as ListingRow | undefined;
}

export function findListingOfProduct(
  ctx: ServiceContext,
  channelId: number,
  productId: number,
): ListingRow | undefined {
  return ctx.db
    .prepare('SELECT * FROM channel_listings WHERE channel_id = ? AND product_id = ?')
    .get(channelId, productId) as ListingRow | undefined;
}

/** Adds the variants a request names and updates those the listing has; others stay. */
function upsertVariants(
  ctx: ServiceContext,
  listing: ListingRow,
  variants: readonly ListingVariantFields[],
  now: number,
): void {
  const upsert = ctx.db.prepare(
    `INSERT INTO channel_listing_variants (listing_id, variant_id, product_id, external_id, state, name, description, created_at, updated_at)
     VALUES (@listingId, @variantId, @productId, COALESCE(@externalId, ''), @state, COALESCE(@name, ''), COALESCE(@description, ''), @now, @now)
     ON CONFLICT (listing_id, variant_id) DO UPDATE SET
       external_id = COALESCE(@externalId, external_id),
       state = excluded.state,
       name = COALESCE(@name, name),
       description = COALESCE(@description, description),
       updated_at = excluded.updated_at`,
  );
  for (const v of variants) {
    upsert.run({
      listingId: listing.id,
      variantId: v.variant_id,
      productId: listing.product_id,
      externalId: v.external_id ?? null,
      state: v.state,
      name: v.name ?? null,
      description: v.description ?? null,
      now,
    });
  }
}

export function insertListing(
  ctx: ServiceContext,
  channelId: number,
  productId: number,
  fields: ListingFields,
  variants: readonly ListingVariantFields[],
): ListingRow {
  const now = ctx.clock.now();
  const info = ctx.db
    .prepare(
      `INSERT INTO channel_listings (channel_id, product_id, external_id, state, name, description, created_at, updated_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
    )
    .run(
      channelId,
      productId,
      fields.external_id ?? '',
      fields.state,
      fields.name ?? '',
      fields.description ?? '',
      now,
      now,
    );
  const listing = findListing(ctx, channelId, Number(info.lastInsertRowid))!;
  upsertVariants(ctx, listing, variants, now);
  return listing;
}

export function updateListing(
  ctx: ServiceContext,
  listing: ListingRow,
  fields: ListingFields,
  variants: readonly ListingVariantFields[],
): ListingRow {
  const now = ctx.clock.now();
  ctx.db
    .prepare(
      'UPDATE channel_listings SET external_id = ?, state = ?, name = ?, description = ?, updated_at = ? WHERE id = ?',
    )
    .run(
      fields.external_id ?? listing.external_id,
      fields.state,
      fields.name ?? listing.name,
      fields.description ?? listing.description,
      now,
      listing.id,
    );
  upsertVariants(ctx, listing, variants, now);
  return findListing(ctx, listing.channel_id, listing.id)!;
}
