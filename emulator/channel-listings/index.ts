import { type FastifyInstance } from 'fastify';
import { type ServiceContext, type ServiceModule, WhereBuilder } from '../core';
import { getProduct, getVariant } from '../catalog';
import { modify, read, one, ApiError, notFound, unprocessable, idParam, parseInput } from '../http';
import { findChannel } from '../channels';
import {
  type ListingInput,
  type ListingsQuery,
  createListingsBody,
  listingsQuery,
  updateListingsBody,
} from './inputs';
import {
  type ListingRow,
  channelListingsSchema,
  findListing,
  findListingOfProduct,
  insertListing,
  listingJson,
  updateListing,
} from './repository';

const channelIdOf = (params: unknown) =>
  idParam((params as { channelId?: string }).channelId, 'channel_id');

/** The product must exist and every variant must be one of its variants, named once. */
function checkListing(ctx: ServiceContext, item: ListingInput, index: number): void {
  const errors: Record<string, string> = {};
  if (!getProduct(ctx, item.product_id))
    errors[`${index}.product_id`] = `product ${item.product_id} does not exist`;
  const seen = new Set<number>();
  item.variants.forEach((v, j) => {
    const field = `${index}.variants.${j}`;
    if (v.product_id !== item.product_id)
      errors[`${field}.product_id`] = `must be the listing's product_id (${item.product_id})`;
    const variant = getVariant(ctx, v.variant_id);
    if (!variant) errors[`${field}.variant_id`] = `variant ${v.variant_id} does not exist`;
    else if (variant.product_id !== item.product_id)
      errors[`${field}.variant_id`] =
        `variant ${v.variant_id} belongs to product ${variant.product_id}`;
    if (seen.has(v.variant_id))
      errors[`${field}.variant_id`] = `variant ${v.variant_id} is listed twice`;
    seen.add(v.variant_id);
  });
  const [first] = Object.entries(errors);
  if (first) throw unprocessable(`Listing ${index}: ${first[1]}. Nothing was saved.`, errors);
}

function listListings(ctx: ServiceContext, channelId: number, query: ListingsQuery) {
  const where = new WhereBuilder();
  where.add('channel_id = ?', channelId);
  where.within('product_id', query['product_id:in']);
  where.dates(query);
  // Never empty (channel_id always filters), so `AND id > ?` can follow.
  const { clause, params } = where;
  const { total } = ctx.db
    .prepare(`SELECT COUNT(*) AS total FROM channel_listings ${clause}`)
    .get(...params) as { total: number };
  // One row past the page tells whether there is a next one.
  const fetched = ctx.db
    .prepare(`SELECT * FROM channel_listings ${clause} AND id > ? ORDER BY id LIMIT ?`)
    .all(...params, query.after ?? 0, query.limit + 1) as ListingRow[];
  const rows = fetched.slice(0, query.limit);
  const next = fetched.length > query.limit ? rows.at(-1)!.id : undefined;
  return {
    data: rows.map((row) => listingJson(ctx, row)),
    meta: {
      pagination: {
        count: rows.length,
        total,
        links: {
          current: `?limit=${query.limit}${query.after ? `&after=${query.after}` : ''}`,
          ...(next !== undefined ? { next: `?limit=${query.limit}&after=${next}` } : {}),
        },
        total_pages: Math.max(1, Math.ceil(total / query.limit)),
      },
    },
  };
}

/** Unknown query keys get the real service's message naming them. */
function parseListingsQuery(query: unknown): ListingsQuery {
  const known = new Set(Object.keys(listingsQuery.shape));
  const unknown = Object.keys(query ?? {}).filter((key) => !known.has(key));
  if (unknown.length)
    throw unprocessable(`The filter(s): ${unknown.join(', ')} are not valid filter parameter(s).`);
  return parseInput(listingsQuery, query, 'Query');
}

function registerListingRoutes(app: FastifyInstance, ctx: ServiceContext): void {
  // The real service answers an unknown channel's listings with an empty 200, not a 404.
  app.get(
    '/v3/channels/:channelId/listings',
    { config: { access: read('channelListings') } },
    (request) => listListings(ctx, channelIdOf(request.params), parseListingsQuery(request.query)),
  );

  app.post(
    '/v3/channels/:channelId/listings',
    { config: { access: modify('channelListings') } },
    (request) => {
      const channelId = channelIdOf(request.params);
      if (!findChannel(ctx, channelId))
        throw unprocessable(
          `Channel ${channelId} does not exist in this store. Create it or use another channel_id.`,
        );
      const body = parseInput(createListingsBody, request.body, 'Listings');
      const products = new Set<number>();
      body.forEach((item, i) => {
        checkListing(ctx, item, i);
        const existing = findListingOfProduct(ctx, channelId, item.product_id);
        if (existing || products.has(item.product_id)) {
          throw unprocessable(
            `Listing ${i}: product ${item.product_id} is already listed on channel ${channelId}${existing ? ` (listing ${existing.id})` : ''}. Update it with PUT instead.`,
            { [`${i}.product_id`]: 'already listed on this channel' },
          );
        }
        products.add(item.product_id);
      });
      const created = ctx.db.transaction(() =>
        body.map((item) => insertListing(ctx, channelId, item.product_id, item, item.variants)),
      )();
      return one(created.map((row) => listingJson(ctx, row)));
    },
  );

  // A listing_id the channel does not have is skipped (the real service answers 200 without it).
  app.put(
    '/v3/channels/:channelId/listings',
    { config: { access: modify('channelListings') } },
    (request) => {
      const channelId = channelIdOf(request.params);
      if (!findChannel(ctx, channelId))
        throw unprocessable(
          `Channel ${channelId} does not exist in this store. Create it or use another channel_id.`,
        );
      const body = parseInput(updateListingsBody, request.body, 'Listings');
      const updates = body.flatMap((item, i) => {
        const listing = findListing(ctx, channelId, item.listing_id);
        if (!listing) return [];
        if (item.product_id !== listing.product_id) {
          throw new ApiError(
            422,
            `Listing ${i}: product_id cannot be changed after a listing is created (listing ${listing.id} is for product ${listing.product_id}).`,
            {
              [`${i}.product_id`]: `must be ${listing.product_id}`,
            },
          );
        }
        checkListing(ctx, item, i);
        return [{ listing, item }];
      });
      const updated = ctx.db.transaction(() =>
        updates.map(({ listing, item }) => updateListing(ctx, listing, item, item.variants)),
      )();
      return one(updated.map((row) => listingJson(ctx, row)));
    },
  );

  app.get(
    '/v3/channels/:channelId/listings/:listingId',
    { config: { access: read('channelListings') } },
    (request) => {
      const channelId = channelIdOf(request.params);
      const listingId = idParam((request.params as { listingId?: string }).listingId, 'listing_id');
      const listing = findListing(ctx, channelId, listingId);
      if (!listing) throw notFound(`Listing ${listingId} of channel ${channelId}`);
      return one(listingJson(ctx, listing));
    },
  );
}

/** Channel listings (`/v3/channels/{channel_id}/listings`), Channel Listings scopes. */
export const channelListingsModule: ServiceModule = {
  name: 'channel-listings',
  schema: channelListingsSchema,
  management: registerListingRoutes,
};
