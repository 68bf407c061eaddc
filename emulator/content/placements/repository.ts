import { randomUUID } from 'node:crypto';
import { type ServiceContext, isoMillis, type WhereBuilder, selectPage } from '../../core';
import { type PageQuery, paged, sqlPage } from '../../http';
import { type TemplateLookup, findWidget, templateLookup, widgetJson } from '../widgets/repository';

/** Where a widget shows: a region of a template file, optionally for one entity. Goes with its widget. */
export const placementsSchema = /* sql */ `
  CREATE TABLE IF NOT EXISTS content_widget_placements (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    uuid TEXT NOT NULL UNIQUE,
    widget_uuid TEXT NOT NULL REFERENCES content_widgets (uuid) ON DELETE CASCADE,
    template_file TEXT NOT NULL,
    region TEXT NOT NULL,
    entity_id TEXT NOT NULL,
    sort_order INTEGER NOT NULL,
    status TEXT NOT NULL,
    channel_id INTEGER NOT NULL REFERENCES channels (id) ON DELETE CASCADE,
    created_at INTEGER NOT NULL,
    updated_at INTEGER NOT NULL
  );
`;

export const PLACEMENT_STATUSES = ['active', 'inactive'] as const;

export interface PlacementSettings {
  widget_uuid: string;
  template_file: string;
  /** Empty when the placement names no region. */
  region: string;
  /** Empty when the placement applies to every entity the template shows. */
  entity_id: string;
  sort_order: number;
  status: (typeof PLACEMENT_STATUSES)[number];
  channel_id: number;
}

export interface StoredPlacement extends PlacementSettings {
  uuid: string;
  created_at: number;
  updated_at: number;
}

function placementJson(
  ctx: ServiceContext,
  placement: StoredPlacement,
  templateOf: TemplateLookup,
) {
  return {
    uuid: placement.uuid,
    template_file: placement.template_file,
    region: placement.region,
    entity_id: placement.entity_id,
    sort_order: placement.sort_order,
    status: placement.status,
    channel_id: placement.channel_id,
    date_created: isoMillis(placement.created_at),
    date_modified: isoMillis(placement.updated_at),
    widget: widgetJson(findWidget(ctx, placement.widget_uuid)!, templateOf),
  };
}

export const onePlacementJson = (ctx: ServiceContext, placement: StoredPlacement) =>
  placementJson(ctx, placement, templateLookup(ctx));

export function findPlacement(ctx: ServiceContext, uuid: string): StoredPlacement | null {
  return (
    (ctx.db.prepare('SELECT * FROM content_widget_placements WHERE uuid = ?').get(uuid) as
      StoredPlacement | undefined) ?? null
  );
}

const settingsParams = (s: PlacementSettings) => [
  s.widget_uuid,
  s.template_file,
  s.region,
  s.entity_id,
  s.sort_order,
  s.status,
  s.channel_id,
];

export function insertPlacement(ctx: ServiceContext, settings: PlacementSettings): StoredPlacement {
  const uuid = randomUUID();
  const now = ctx.clock.now();
  ctx.db
    .prepare(
      `INSERT INTO content_widget_placements (widget_uuid, template_file, region, entity_id, sort_order, status, channel_id, uuid, created_at, updated_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    )
    .run(...settingsParams(settings), uuid, now, now);
  return findPlacement(ctx, uuid)!;
}

export function updatePlacement(
  ctx: ServiceContext,
  uuid: string,
  settings: PlacementSettings,
): StoredPlacement {
  ctx.db
    .prepare(
      `UPDATE content_widget_placements SET widget_uuid = ?, template_file = ?, region = ?, entity_id = ?, sort_order = ?, status = ?,
         channel_id = ?, updated_at = ? WHERE uuid = ?`,
    )
    .run(...settingsParams(settings), ctx.clock.now(), uuid);
  return findPlacement(ctx, uuid)!;
}

export function deletePlacement(ctx: ServiceContext, uuid: string): void {
  ctx.db.prepare('DELETE FROM content_widget_placements WHERE uuid = ?').run(uuid);
}

export function countPlacementsOfWidget(ctx: ServiceContext, widgetUuid: string): number {
  return (
    ctx.db
      .prepare('SELECT COUNT(*) AS n FROM content_widget_placements WHERE widget_uuid = ?')
      .get(widgetUuid) as { n: number }
  ).n;
}

/** Lists placements (`p`) joined with their widgets (`w`) and templates (`t`) under the caller's filter. */
export function listPlacements(ctx: ServiceContext, where: WhereBuilder, page: PageQuery) {
  const from = `FROM content_widget_placements p
    JOIN content_widgets w ON w.uuid = p.widget_uuid
    JOIN content_widget_templates t ON t.uuid = w.template_uuid`;
  const { rows, total } = selectPage<StoredPlacement>(
    ctx.db,
    { columns: 'p.*', from, order: 'p.id' },
    where,
    sqlPage(page),
  );
  const templateOf = templateLookup(ctx);
  return paged(
    rows.map((row) => placementJson(ctx, row, templateOf)),
    total,
    page,
  );
}
