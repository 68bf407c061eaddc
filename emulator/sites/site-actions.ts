import { z } from 'zod';
import { type ServiceContext } from '../core';
import { ApiError, notFound, unprocessable } from '../http';
import { findChannel } from '../channels';
import { siteUrl } from './rules';
import {
  type SiteRow,
  findSite,
  findSiteOfChannel,
  insertSite,
  updateSiteUrl,
} from './site-repository';

/**
 * What `/v3/sites` and `/v3/channels/{channel_id}/site` share: both create and update the
 * same records under the same rules.
 */

export const createSiteBody = z.object({
  url: siteUrl,
  channel_id: z.number().int().positive(),
});
export type CreateSiteInput = z.output<typeof createSiteBody>;

export const updateSiteBody = z.object({
  url: siteUrl,
  /** A site stays with its channel; accepted only when unchanged. */
  channel_id: z.number().int().positive().optional(),
});
export type UpdateSiteInput = z.output<typeof updateSiteBody>;

export function requireSite(ctx: ServiceContext, id: number): SiteRow {
  const site = findSite(ctx, id);
  if (!site) throw notFound(`Site ${id}`);
  return site;
}

export function requireChannel(ctx: ServiceContext, channelId: number): void {
  if (!findChannel(ctx, channelId)) {
    throw new ApiError(
      404,
      `Channel ${channelId} was not found. Create it with POST /v3/channels or use an existing channel_id.`,
      {
        channel_id: `no channel with id ${channelId}`,
      },
    );
  }
}

/** A channel has at most one site; a second one is refused with a pointer to the first. */
export function createSite(ctx: ServiceContext, input: CreateSiteInput): SiteRow {
  requireChannel(ctx, input.channel_id);
  const existing = findSiteOfChannel(ctx, input.channel_id);
  if (existing) {
    throw unprocessable(
      `Channel ${input.channel_id} already has a site (id ${existing.id}); a channel has at most one. ` +
        `Change its url with PUT /v3/sites/${existing.id}, or delete it first.`,
      { channel_id: `channel ${input.channel_id} already has site ${existing.id}` },
    );
  }
  return insertSite(ctx, input.channel_id, input.url);
}

export function updateSite(ctx: ServiceContext, site: SiteRow, input: UpdateSiteInput): SiteRow {
  if (input.channel_id !== undefined && input.channel_id !== site.channel_id) {
    throw unprocessable(
      'A site can not be moved to another channel. Delete it and create one for the other channel.',
      {
        channel_id: `site ${site.id} belongs to channel ${site.channel_id}`,
      },
    );
  }
  return updateSiteUrl(ctx, site.id, input.url);
}
