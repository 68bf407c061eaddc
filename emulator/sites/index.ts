import { type ServiceModule } from '../core';
import { registerCertificateEndpoints, siteCertificatesSchema } from './certificates';
import { registerChannelSiteEndpoints } from './channel-site-endpoints';
import { siteRoutesSchema } from './route-repository';
import { registerRouteEndpoints } from './route-endpoints';
import { registerSiteEndpoints } from './site-endpoints';
import { migrateSites, sitesSchema } from './site-repository';

export {
  DEFAULT_LANG,
  type LinkItem,
  expandRoute,
  joinSiteUrl,
  storefrontLink,
  channelDefaultLanguage,
  storefrontPathLink,
} from './links';
export { SITE_ROUTE_TYPES, type SiteRouteType } from './rules';

/** Sites (a headless storefront's URL per channel), their routes and certificates. Needs channels. */
export const sitesModule: ServiceModule = {
  name: 'sites',
  schema: sitesSchema + siteRoutesSchema + siteCertificatesSchema,
  init: migrateSites,
  management(app, ctx) {
    registerSiteEndpoints(app, ctx);
    registerCertificateEndpoints(app, ctx);
    registerChannelSiteEndpoints(app, ctx);
    registerRouteEndpoints(app, ctx);
  },
};

export { parseHttpUrl } from './rules';
export { findSite, findSiteOfChannel } from './site-repository';
