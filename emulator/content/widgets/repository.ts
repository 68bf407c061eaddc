import { randomUUID } from 'node:crypto';
import { type ServiceContext, isoMillis, type WhereBuilder, selectPage } from '../../core';
import { type PageQuery, paged, sqlPage } from '../../http';
import { type WidgetConfiguration } from '../widget-templates/inputs';
import {
  findWidgetTemplate,
  widgetTemplateJson,
  type WidgetTemplateJson,
} from '../widget-templates/repository';

/** A template in use by a widget cannot be deleted (no cascade): the widget would lose its markup. */
export const widgetsSchema = /* sql */ `
  CREATE TABLE IF NOT EXISTS content_widgets (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    uuid TEXT NOT NULL UNIQUE,
    name TEXT NOT NULL,
    description TEXT NOT NULL,
    widget_configuration TEXT NOT NULL,
    template_uuid TEXT NOT NULL REFERENCES content_widget_templates (uuid),
    version_uuid TEXT NOT NULL,
    channel_id INTEGER NOT NULL REFERENCES channels (id) ON DELETE CASCADE,
    created_at INTEGER NOT NULL,
    updated_at INTEGER NOT NULL
  );
`;

export interface WidgetSettings {
  name: string;
  description: string;
  widget_configuration: WidgetConfiguration;
  template_uuid: string;
  version_uuid: string;
  channel_id: number;
}

export interface StoredWidget extends WidgetSettings {
  uuid: string;
  created_at: number;
  updated_at: number;
}

interface WidgetRow extends Omit<StoredWidget, 'widget_configuration'> {
  widget_configuration: string;
}

const fromRow = (row: WidgetRow): StoredWidget => ({
  ...row,
  widget_configuration: JSON.parse(row.widget_configuration) as WidgetConfiguration,
});

/** Embedded templates, looked up once per template when a list shows many widgets. */
export type TemplateLookup = (uuid: string) => WidgetTemplateJson;

export function templateLookup(ctx: ServiceContext): TemplateLookup {
  const seen = new Map<string, WidgetTemplateJson>();
  return (uuid) => {
    let template = seen.get(uuid);
    if (!template) {
      template = widgetTemplateJson(findWidgetTemplate(ctx, uuid)!);
      seen.set(uuid, template);
    }
    return template;
  };
}

export function widgetJson(widget: StoredWidget, templateOf: TemplateLookup) {
  return {
    uuid: widget.uuid,
    name: widget.name,
    description: widget.description,
    // The service tags a widget's configuration with the widget's own id, as the real one does.
    widget_configuration: { ...widget.widget_configuration, _: { id: widget.uuid } },
    widget_template: templateOf(widget.template_uuid),
    version_uuid: widget.version_uuid,
    channel_id: widget.channel_id,
    storefront_api_query_params: {},
    date_created: isoMillis(widget.created_at),
    date_modified: isoMillis(widget.updated_at),
  };
}
export type WidgetJson = ReturnType<typeof widgetJson>;

export function findWidget(ctx: ServiceContext, uuid: string): StoredWidget | null {
  const row = ctx.db.prepare('SELECT * FROM content_widgets WHERE uuid = ?').get(uuid) as
    WidgetRow | undefined;
  return row ? fromRow(row) : null;
}

const settingsParams = (s: WidgetSettings) => [
  s.name,
  s.description,
  JSON.stringify(s.widget_configuration),
  s.template_uuid,
  s.version_uuid,
  s.channel_id,
];

export function insertWidget(ctx: ServiceContext, settings: WidgetSettings): StoredWidget {
  const uuid = randomUUID();
  const now = ctx.clock.now();
  ctx.db
    .prepare(
      `INSERT INTO content_widgets (name, description, widget_configuration, template_uuid, version_uuid, channel_id, uuid, created_at, updated_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    )
    .run(...settingsParams(settings), uuid, now, now);
  return findWidget(ctx, uuid)!;
}

export function updateWidget(
  ctx: ServiceContext,
  uuid: string,
  settings: WidgetSettings,
): StoredWidget {
  ctx.db
    .prepare(
      `UPDATE content_widgets SET name = ?, description = ?, widget_configuration = ?, template_uuid = ?, version_uuid = ?,
         channel_id = ?, updated_at = ? WHERE uuid = ?`,
    )
    .run(...settingsParams(settings), ctx.clock.now(), uuid);
  return findWidget(ctx, uuid)!;
}

/** Deletes the widget and, by cascade, its placements. */
export function deleteWidget(ctx: ServiceContext, uuid: string): void {
  ctx.db.prepare('DELETE FROM content_widgets WHERE uuid = ?').run(uuid);
}

export function countWidgetsOfTemplate(ctx: ServiceContext, templateUuid: string): number {
  return (
    ctx.db
      .prepare('SELECT COUNT(*) AS n FROM content_widgets WHERE template_uuid = ?')
      .get(templateUuid) as { n: number }
  ).n;
}

/** Lists widgets (`w`) joined with their templates (`t`) under a filter built by the caller. */
export function listWidgets(ctx: ServiceContext, where: WhereBuilder, page: PageQuery) {
  const from = 'FROM content_widgets w JOIN content_widget_templates t ON t.uuid = w.template_uuid';
  const { rows, total } = selectPage<WidgetRow>(
    ctx.db,
    { columns: 'w.*', from, order: 'w.id' },
    where,
    sqlPage(page),
  );
  const templateOf = templateLookup(ctx);
  return paged(
    rows.map((row) => widgetJson(fromRow(row), templateOf)),
    total,
    page,
  );
}
