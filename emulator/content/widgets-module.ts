import { type ServiceModule } from '../core';
import { registerPlacementEndpoints } from './placements/endpoints';
import { placementsSchema } from './placements/repository';
import { registerRegionsEndpoint } from './regions/endpoint';
import { registerWidgetTemplateEndpoints } from './widget-templates/endpoints';
import { widgetTemplatesSchema } from './widget-templates/repository';
import { registerWidgetEndpoints } from './widgets/endpoints';
import { widgetsSchema } from './widgets/repository';

/** Widget templates, widgets, regions and placements. Needs channels, sites and themes. */
export const widgetsModule: ServiceModule = {
  name: 'widgets',
  // Tables in reference order: placements need widgets, widgets need templates.
  schema: widgetTemplatesSchema + widgetsSchema + placementsSchema,
  management(app, ctx) {
    registerWidgetTemplateEndpoints(app, ctx);
    registerWidgetEndpoints(app, ctx);
    registerPlacementEndpoints(app, ctx);
    registerRegionsEndpoint(app, ctx);
  },
};
