import { type FastifyInstance } from 'fastify';
import { z } from 'zod';
import { type ServiceContext } from '../core';
import { modify, read, notFound, unprocessable, one, idParam, parseInput } from '../http';
import { createSite, requireChannel, updateSite, updateSiteBody } from './site-actions';
import {
  type SiteRow,
  deleteSiteRow,
  findSiteOfChannel,
  setCheckoutUrl,
  siteJson,
} from './site-repository';
import { siteUrl } from './rules';

/** The channel comes from the path; a `channel_id` in the body must name the same one. */
const channelSiteBody = z.object({
  url: siteUrl,
  channel_id: z.number().int().positive().optional(),
});

type ChannelParams = { Params: { channelId: string } };

const checkoutUrlBody = z.object({ url: siteUrl });

/** `shop.example.com` -> `example.com`: the last two labels (an IP address or `localhost` is its own). */
const mainDomain = (host: string) =>
  /^[\d.]+$|^\[|^localhost$/.test(host) ? host : host.split('.').slice(-2).join('.');

/** The real service keeps a custom checkout on the storefront's main domain (`shop.example.com`, `checkout.example.com`). */
function checkSameMainDomain(site: SiteRow, checkoutUrl: string): void {
  const storefront = mainDomain(new URL(site.url).hostname);
  if (mainDomain(new URL(checkoutUrl).hostname) !== storefront) {
    throw unprocessable(
      `Incorrect checkout url ${checkoutUrl}. Your checkout and storefront must be within the same main domain (${storefront}), like "${storefront}" and "checkout.${storefront}".`,
      { url: `must be on ${storefront}` },
    );
  }
}

/*
 * The reference files these endpoints under channels without naming their scope; either
 * the Sites and Routes or the Channel Settings scope grants them.
 */
const readAccess = read('sites', 'channelSettings');
const modifyAccess = modify('sites', 'channelSettings');

/** `/v3/channels/{channel_id}/site` (and its checkout URL): the site of one channel, addressed by the channel. */
export function registerChannelSiteEndpoints(app: FastifyInstance, ctx: ServiceContext): void {
  const siteOfChannel = (channelIdText: string): SiteRow => {
    const channelId = idParam(channelIdText, 'channel_id');
    requireChannel(ctx, channelId);
    const site = findSiteOfChannel(ctx, channelId);
    if (!site) throw notFound(`The site of channel ${channelId}`);
    return site;
  };

  app.get<ChannelParams>(
    '/v3/channels/:channelId/site',
    { config: { access: readAccess } },
    (request) => one(siteJson(ctx, siteOfChannel(request.params.channelId))),
  );

  // The reference answers 200 here, not the 201 of POST /v3/sites.
  app.post<ChannelParams>(
    '/v3/channels/:channelId/site',
    { config: { access: modifyAccess } },
    (request) => {
      const channelId = idParam(request.params.channelId, 'channel_id');
      const body = parseInput(channelSiteBody, request.body, 'Site');
      if (body.channel_id !== undefined && body.channel_id !== channelId) {
        throw unprocessable(
          `channel_id ${body.channel_id} in the body differs from channel ${channelId} in the path.`,
          {
            channel_id: `must be ${channelId} or left out`,
          },
        );
      }
      return one(siteJson(ctx, createSite(ctx, { url: body.url, channel_id: channelId })));
    },
  );

  app.put<ChannelParams>(
    '/v3/channels/:channelId/site',
    { config: { access: modifyAccess } },
    (request) => {
      const site = siteOfChannel(request.params.channelId);
      return one(
        siteJson(ctx, updateSite(ctx, site, parseInput(updateSiteBody, request.body, 'Site'))),
      );
    },
  );

  app.delete<ChannelParams>(
    '/v3/channels/:channelId/site',
    { config: { access: modifyAccess } },
    (request) => {
      deleteSiteRow(ctx, siteOfChannel(request.params.channelId).id);
      return one({});
    },
  );

  app.put<ChannelParams>(
    '/v3/channels/:channelId/site/checkout-url',
    { config: { access: modifyAccess } },
    (request) => {
      const site = siteOfChannel(request.params.channelId);
      const { url } = parseInput(checkoutUrlBody, request.body, 'Checkout URL');
      checkSameMainDomain(site, url);
      return one(siteJson(ctx, setCheckoutUrl(ctx, site.id, url)));
    },
  );

  // Back to the shared checkout URL.
  app.delete<ChannelParams>(
    '/v3/channels/:channelId/site/checkout-url',
    { config: { access: modifyAccess } },
    (request) => {
      setCheckoutUrl(ctx, siteOfChannel(request.params.channelId).id, null);
      return one({});
    },
  );
}
