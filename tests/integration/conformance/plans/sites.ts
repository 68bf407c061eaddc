import { selfSignedCertificate } from '@/tests/support/webhook-receiver';
import { type Fixtures } from '../fixtures';
import { type FilePlans } from '../plan';

/** A channel of its own with a site, which a plan may change or delete. */
export async function newSite(
  fx: Fixtures,
): Promise<{ channelId: number; siteId: number; host: string }> {
  const name = fx.unique('Site channel');
  const channel = await fx.data('POST', '/v3/channels', {
    name,
    type: 'storefront',
    platform: 'next',
  });
  const host = `${name.toLowerCase().replace(/\s+/g, '-')}.example.com`;
  const site = await fx.data('POST', '/v3/sites', {
    url: `https://${host}`,
    channel_id: channel.id,
  });
  return { channelId: channel.id, siteId: site.id, host };
}

async function newRoute(fx: Fixtures): Promise<{ site_id: number; route_id: number }> {
  const { siteId } = await newSite(fx);
  const route = await fx.data('POST', `/v3/sites/${siteId}/routes`, {
    type: 'product',
    matching: '*',
    route: '/products/{slug}',
  });
  return { site_id: siteId, route_id: route.id };
}

/** A site with two routes, once per example. */
function twoRoutes(fx: Fixtures, name: string): Promise<{ siteId: number; routeIds: number[] }> {
  return fx.once(`two routes ${name}`, async () => {
    const { siteId } = await newSite(fx);
    const routeIds: number[] = [];
    for (const matching of ['*', '10'])
      routeIds.push(
        (
          await fx.data('POST', `/v3/sites/${siteId}/routes`, {
            type: 'product',
            matching,
            route: '/products/{id}',
          })
        ).id,
      );
    return { siteId, routeIds };
  });
}

/** A certificate for the site's host, made with openssl (the plan fails where there is none). */
function certificateFor(host: string) {
  const tls = selfSignedCertificate(host);
  if (!tls)
    throw new Error('openssl is needed to make a certificate for the certificate endpoints');
  return { certificate: tls.cert, private_key: tls.key, intermediate_certificates: '' };
}

async function siteWithCertificate(fx: Fixtures) {
  const site = await newSite(fx);
  // The site's URL has no trailing slash; the certificate's names it with one.
  await fx.api('PUT', `/v3/sites/${site.siteId}/certificate`, {
    url: `https://${site.host}/`,
    certificate: certificateFor(site.host),
  });
  return site;
}

export const sitesPlans: FilePlans = {
  'GET /sites': { call: () => ({ query: { page: 1, limit: 10 } }) },
  'POST /sites': {
    call: async (fx) => {
      const channel = await fx.data('POST', '/v3/channels', {
        name: fx.unique('New site channel'),
        type: 'storefront',
        platform: 'next',
      });
      return { body: { url: `https://new-${channel.id}.example.com`, channel_id: channel.id } };
    },
  },
  'GET /sites/{site_id}': {
    call: async (fx) => ({ params: { site_id: (await newSite(fx)).siteId } }),
  },
  'PUT /sites/{site_id}': {
    call: async (fx) => {
      const { siteId } = await newSite(fx);
      return {
        params: { site_id: siteId },
        body: { url: `https://renamed-${siteId}.example.com` },
      };
    },
  },
  'DELETE /sites/{site_id}': {
    call: async (fx) => ({ params: { site_id: (await newSite(fx)).siteId } }),
  },
  'GET /sites/{site_id}/routes': {
    call: async (fx) => ({ params: { site_id: (await newRoute(fx)).site_id } }),
  },
  'PUT /sites/{site_id}/routes': {
    call: async (fx) => {
      const { site_id, route_id } = await newRoute(fx);
      return {
        params: { site_id },
        body: [
          { id: route_id, type: 'product', matching: '*', route: '/p/{slug}' },
          { type: 'cart', matching: '*', route: '/cart/' },
        ],
      };
    },
    // The example changes routes 1 and 2 of some other site: a site of this store with two routes.
    exampleCall: async (fx, name) => ({ params: { site_id: (await twoRoutes(fx, name)).siteId } }),
    example: async (value: Array<Record<string, unknown>>, fx, _written, name) => {
      const { routeIds } = await twoRoutes(fx, name);
      return value.map((route, i) => ({ ...route, id: routeIds[i] }));
    },
  },
  'POST /sites/{site_id}/routes': {
    call: async (fx) => ({
      params: { site_id: (await newSite(fx)).siteId },
      body: { type: 'home', matching: '*', route: '/' },
    }),
  },
  'GET /sites/{site_id}/routes/{route_id}': {
    call: async (fx) => ({ params: await newRoute(fx) }),
  },
  'PUT /sites/{site_id}/routes/{route_id}': {
    call: async (fx) => ({
      params: await newRoute(fx),
      body: { type: 'product', matching: '12', route: '/special/{slug}' },
    }),
  },
  'DELETE /sites/{site_id}/routes/{route_id}': {
    call: async (fx) => ({ params: await newRoute(fx) }),
  },
  'GET /sites/{site_id}/certificate': {
    call: async (fx) => ({ params: { site_id: (await siteWithCertificate(fx)).siteId } }),
  },
  // url as the file's example writes it: a bare host (kittens.mybigcommerce.com).
  'PUT /sites/{site_id}/certificate': {
    call: async (fx) => {
      const { siteId, host } = await newSite(fx);
      return {
        params: { site_id: siteId },
        body: { url: host, certificate: certificateFor(host) },
      };
    },
  },
  'GET /sites/certificates': {
    call: async (fx) => ({
      query: { 'urls:in': `https://${(await siteWithCertificate(fx)).host}` },
    }),
  },
};
