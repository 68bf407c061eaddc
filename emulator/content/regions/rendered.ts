import { type ServiceContext } from '../../core';
import { templateFileOf } from '../../themes';
import { TemplateRenderError, renderWidgetTemplate } from '../widget-templates/render';
import { type WidgetConfiguration } from '../widget-templates/inputs';

export interface RenderedRegion {
  name: string;
  html: string;
}

interface PlacedWidget {
  region: string;
  widget_uuid: string;
  widget_configuration: string;
  template: string;
}

/** A widget's HTML; one whose template fails to render is left out, not the whole page. */
function render(widget: PlacedWidget, configuration: WidgetConfiguration): string {
  try {
    return renderWidgetTemplate(widget.template, configuration);
  } catch (error) {
    if (error instanceof TemplateRenderError) return '';
    throw error;
  }
}

/**
 * The widget regions of one template file on a channel, as a shopper's page shows them:
 * every region of the file (in the theme's order), each with the HTML of its active
 * placements in sort order, concatenated. With `entityId`, placements for that entity
 * count besides those for every entity; without, only the latter. A widget renders with
 * the template version it is on. An unknown file (or channel) has no regions.
 */
export function renderedRegions(
  ctx: ServiceContext,
  channelId: number,
  templateFile: string,
  entityId: number | null,
): RenderedRegion[] {
  const file = templateFileOf(ctx, channelId, templateFile);
  if (!file) return [];
  const placed = ctx.db
    .prepare(
      `SELECT p.region, w.uuid AS widget_uuid, w.widget_configuration, v.template
       FROM content_widget_placements p
       JOIN content_widgets w ON w.uuid = p.widget_uuid
       JOIN content_widget_template_versions v ON v.uuid = w.version_uuid
       WHERE p.channel_id = ? AND p.template_file = ? AND p.status = 'active' AND p.region != ''
         AND (p.entity_id = '' OR p.entity_id = ?)
       ORDER BY p.sort_order, p.id`,
    )
    .all(channelId, templateFile, entityId === null ? '' : String(entityId)) as PlacedWidget[];

  const htmlByRegion = new Map<string, string>();
  for (const widget of placed) {
    // The widget's own id goes with its configuration, as the management API shows it.
    const configuration = {
      ...(JSON.parse(widget.widget_configuration) as WidgetConfiguration),
      _: { id: widget.widget_uuid },
    };
    htmlByRegion.set(
      widget.region,
      (htmlByRegion.get(widget.region) ?? '') + render(widget, configuration),
    );
  }
  return file.regions.map((name) => ({ name, html: htmlByRegion.get(name) ?? '' }));
}
