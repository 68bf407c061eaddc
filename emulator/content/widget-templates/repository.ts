import { randomUUID } from 'node:crypto';
import { type ServiceContext, isoMillis, WhereBuilder } from '../../core';
import { paged, sqlPage } from '../../http';
import { type ListTemplatesQuery, type WidgetSchema } from './inputs';

/**
 * A template keeps every version: widgets stay on the version they were made with until
 * they upgrade, and a template can be read as of any of its versions.
 */
export const widgetTemplatesSchema = /* sql */ `
  CREATE TABLE IF NOT EXISTS content_widget_templates (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    uuid TEXT NOT NULL UNIQUE,
    channel_id INTEGER NOT NULL REFERENCES channels (id) ON DELETE CASCADE,
    kind TEXT NOT NULL,
    current_version_uuid TEXT NOT NULL,
    created_at INTEGER NOT NULL,
    updated_at INTEGER NOT NULL
  );
  CREATE TABLE IF NOT EXISTS content_widget_template_versions (
    uuid TEXT PRIMARY KEY,
    template_uuid TEXT NOT NULL REFERENCES content_widget_templates (uuid) ON DELETE CASCADE,
    name TEXT NOT NULL,
    schema TEXT NOT NULL,
    template TEXT NOT NULL,
    storefront_api_query TEXT NOT NULL,
    created_at INTEGER NOT NULL
  );
`;

/** Templates made through the interface; the page builder's own ones have other kinds. */
export const CUSTOM_KIND = 'custom';

export interface TemplateContent {
  name: string;
  schema: WidgetSchema;
  template: string;
  storefront_api_query: string;
}

export interface StoredWidgetTemplate extends TemplateContent {
  uuid: string;
  channel_id: number;
  kind: string;
  current_version_uuid: string;
  created_at: number;
  updated_at: number;
}

interface TemplateRow extends Omit<StoredWidgetTemplate, 'schema'> {
  schema: string;
}

const fromRow = (row: TemplateRow): StoredWidgetTemplate => ({
  ...row,
  schema: JSON.parse(row.schema) as WidgetSchema,
});

export function widgetTemplateJson(template: StoredWidgetTemplate) {
  return {
    uuid: template.uuid,
    name: template.name,
    schema: template.schema,
    template: template.template,
    storefront_api_query: template.storefront_api_query,
    kind: template.kind,
    channel_id: template.channel_id,
    current_version_uuid: template.current_version_uuid,
    icon_name: 'default',
    template_engine: 'handlebars_v3',
    client_rerender: false,
    date_created: isoMillis(template.created_at),
    date_modified: isoMillis(template.updated_at),
  };
}
export type WidgetTemplateJson = ReturnType<typeof widgetTemplateJson>;

/** Template columns with the content of one of its versions (`version` names which). */
const SELECT_AS_OF = (version: string) => /* sql */ `
  SELECT t.uuid, t.channel_id, t.kind, t.current_version_uuid, t.created_at, t.updated_at,
         v.name, v.schema, v.template, v.storefront_api_query
  FROM content_widget_templates t JOIN content_widget_template_versions v ON v.uuid = ${version}`;

/** The template as of its current version, or as of `versionUuid` when that is one of its versions. */
export function findWidgetTemplate(
  ctx: ServiceContext,
  uuid: string,
  versionUuid?: string,
): StoredWidgetTemplate | null {
  const row = versionUuid
    ? ctx.db
        .prepare(`${SELECT_AS_OF('?')} WHERE t.uuid = ? AND v.template_uuid = t.uuid`)
        .get(versionUuid, uuid)
    : ctx.db.prepare(`${SELECT_AS_OF('t.current_version_uuid')} WHERE t.uuid = ?`).get(uuid);
  return row ? fromRow(row as TemplateRow) : null;
}

function insertVersion(
  ctx: ServiceContext,
  templateUuid: string,
  content: TemplateContent,
): string {
  const uuid = randomUUID();
  ctx.db
    .prepare(
      `INSERT INTO content_widget_template_versions (uuid, template_uuid, name, schema, template, storefront_api_query, created_at)
       VALUES (?, ?, ?, ?, ?, ?, ?)`,
    )
    .run(
      uuid,
      templateUuid,
      content.name,
      JSON.stringify(content.schema),
      content.template,
      content.storefront_api_query,
      ctx.clock.now(),
    );
  return uuid;
}

export function insertWidgetTemplate(
  ctx: ServiceContext,
  channelId: number,
  content: TemplateContent,
): StoredWidgetTemplate {
  const uuid = randomUUID();
  const now = ctx.clock.now();
  ctx.db.transaction(() => {
    // The version row needs the template row; the template's version is set right after.
    ctx.db
      .prepare(
        `INSERT INTO content_widget_templates (uuid, channel_id, kind, current_version_uuid, created_at, updated_at)
         VALUES (?, ?, ?, '', ?, ?)`,
      )
      .run(uuid, channelId, CUSTOM_KIND, now, now);
    const version = insertVersion(ctx, uuid, content);
    ctx.db
      .prepare('UPDATE content_widget_templates SET current_version_uuid = ? WHERE uuid = ?')
      .run(version, uuid);
  })();
  return findWidgetTemplate(ctx, uuid)!;
}

/** Saves new content, as a new version or over the current one. */
export function updateWidgetTemplate(
  ctx: ServiceContext,
  current: StoredWidgetTemplate,
  channelId: number,
  content: TemplateContent,
  asNewVersion: boolean,
): StoredWidgetTemplate {
  ctx.db.transaction(() => {
    let version = current.current_version_uuid;
    if (asNewVersion) version = insertVersion(ctx, current.uuid, content);
    else {
      ctx.db
        .prepare(
          'UPDATE content_widget_template_versions SET name = ?, schema = ?, template = ?, storefront_api_query = ? WHERE uuid = ?',
        )
        .run(
          content.name,
          JSON.stringify(content.schema),
          content.template,
          content.storefront_api_query,
          version,
        );
    }
    ctx.db
      .prepare(
        'UPDATE content_widget_templates SET channel_id = ?, current_version_uuid = ?, updated_at = ? WHERE uuid = ?',
      )
      .run(channelId, version, ctx.clock.now(), current.uuid);
  })();
  return findWidgetTemplate(ctx, current.uuid)!;
}

export function deleteWidgetTemplate(ctx: ServiceContext, uuid: string): void {
  ctx.db.prepare('DELETE FROM content_widget_templates WHERE uuid = ?').run(uuid);
}

export function listWidgetTemplates(ctx: ServiceContext, query: ListTemplatesQuery) {
  const where = new WhereBuilder();
  if (query.widget_template_kind !== undefined) where.add('t.kind = ?', query.widget_template_kind);
  if (query['channel_id:in']) where.within('t.channel_id', query['channel_id:in']);
  const { total } = ctx.db
    .prepare(`SELECT COUNT(*) AS total FROM content_widget_templates t ${where.clause}`)
    .get(...where.params) as {
    total: number;
  };
  const { limit, offset } = sqlPage(query);
  const rows = ctx.db
    .prepare(
      `${SELECT_AS_OF('t.current_version_uuid')} ${where.clause} ORDER BY t.id LIMIT ? OFFSET ?`,
    )
    .all(...where.params, limit, offset) as TemplateRow[];
  return paged(
    rows.map((row) => widgetTemplateJson(fromRow(row))),
    total,
    query,
  );
}
