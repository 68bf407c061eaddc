import { createHash } from 'node:crypto';
import { z } from 'zod';
import { type StoreApiClient } from './client';
import { listAllPages } from './pages';

/** Every field of an item counts: any change to it may change what a page shows. */
const wholeItem = z.unknown();

/**
 * A digest of what the store's theme puts on this channel's pages, as the management API
 * lists it: widgets, their placements and templates (the widget regions), scripts and
 * custom template associations. The store publishes no events for any of these, so the
 * storefront compares this digest over time to learn that the merchant changed them.
 * Five lists (more only past 250 items each); needs the Content and Themes scopes the
 * storefront's pages already read them with. `settings` are what else the pages keep with
 * the theme content and the store sends no event for (the cookie consent settings, read by
 * the caller from the storefront GraphQL): a change to them moves the digest too.
 */
export async function themeContentFingerprint(
  api: StoreApiClient,
  channelId: number,
  settings: unknown = null,
): Promise<string> {
  const byChannel = { 'channel_id:in': channelId };
  const lists = await Promise.all([
    listAllPages(api, '/v3/content/widgets', wholeItem, byChannel),
    listAllPages(api, '/v3/content/placements', wholeItem, byChannel),
    listAllPages(api, '/v3/content/widget-templates', wholeItem, byChannel),
    listAllPages(api, '/v3/content/scripts', wholeItem, byChannel),
    listAllPages(api, '/v3/storefront/custom-template-associations', wholeItem, {
      channel_id: channelId,
    }),
  ]);
  return createHash('sha256')
    .update(JSON.stringify([lists, settings]))
    .digest('hex');
}
