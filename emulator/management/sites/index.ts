import { type ServiceModule } from '../../context';
import { registerChannelSiteEndpoints } from './channel-site-endpoints';
import { siteRoutesSchema } from './route-repository';
import { registerRouteEndpoints } from './route-endpoints';
import { registerSiteEndpoints } from './site-endpoints';
import { sitesSchema } from './site-repository';

export { DEFAULT_LANG, type LinkItem, expandRoute, joinSiteUrl, storefrontLink, storefrontPathLink } from './links';
export { SITE_ROUTE_TYPES, type SiteRouteType } from './rules';

/** Sites (a headless storefront's URL per channel) and their routes. Needs channels. */
export const sitesModule: ServiceModule = {
  name: 'sites',
  schema: sitesSchema + siteRoutesSchema,
  management(app, ctx) {
    registerSiteEndpoints(app, ctx);
    registerChannelSiteEndpoints(app, ctx);
    registerRouteEndpoints(app, ctx);
  },
};
