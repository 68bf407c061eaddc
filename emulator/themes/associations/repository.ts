import { type ServiceContext, isoMillis, WhereBuilder } from '../../core';
import { paged, sqlPage } from '../../http';
import { isActiveCustomTemplateSql } from '../custom-templates';
import { type EntityType } from '../library';
import { type AssociationInput, type DeleteQuery, type ListQuery } from './inputs';

interface AssociationRow {
  id: number;
  channel_id: number;
  entity_type: EntityType;
  entity_id: number;
  file_name: string;
  is_valid: number;
  created_at: number;
  updated_at: number;
}

const SELECT_WITH_VALIDITY = /* sql */ `
  SELECT * FROM (
    SELECT association.*, ${isActiveCustomTemplateSql('association')} AS is_valid
    FROM custom_template_associations association
  )`;

const associationJson = (row: AssociationRow) => ({
  id: row.id,
  channel_id: row.channel_id,
  entity_type: row.entity_type,
  entity_id: row.entity_id,
  file_name: row.file_name,
  is_valid: row.is_valid === 1,
  date_created: isoMillis(row.created_at),
  date_modified: isoMillis(row.updated_at),
});
export type AssociationJson = ReturnType<typeof associationJson>;

/** Filters shared by listing and deleting; every given filter must match. */
function whereOf(query: Partial<ListQuery & DeleteQuery>): WhereBuilder {
  const where = new WhereBuilder();
  if (query['id:in']) where.within('id', query['id:in']);
  if (query.channel_id !== undefined) where.add('channel_id = ?', query.channel_id);
  if (query.type !== undefined) where.add('entity_type = ?', query.type);
  if (query['entity_id:in']) where.within('entity_id', query['entity_id:in']);
  if (query.is_valid !== undefined) where.add('is_valid = ?', Number(query.is_valid));
  return where;
}

export function listAssociations(ctx: ServiceContext, query: ListQuery) {
  const where = whereOf(query);
  const { total } = ctx.db
    .prepare(`SELECT COUNT(*) AS total FROM (${SELECT_WITH_VALIDITY} ${where.clause})`)
    .get(...where.params) as {
    total: number;
  };
  const { limit, offset } = sqlPage(query);
  const rows = ctx.db
    .prepare(`${SELECT_WITH_VALIDITY} ${where.clause} ORDER BY id LIMIT ? OFFSET ?`)
    .all(...where.params, limit, offset) as AssociationRow[];
  return paged(rows.map(associationJson), total, query);
}

/**
 * The custom template file an entity's page uses on a channel: its association's file when
 * the channel's active theme has it, else null (the page uses the default template).
 */
export function validTemplateFileOf(
  ctx: ServiceContext,
  channelId: number,
  entityType: EntityType,
  entityId: number,
): string | null {
  const row = ctx.db
    .prepare(
      `${SELECT_WITH_VALIDITY} WHERE channel_id = ? AND entity_type = ? AND entity_id = ? AND is_valid = 1`,
    )
    .get(channelId, entityType, entityId) as AssociationRow | undefined;
  return row?.file_name ?? null;
}

/** Writes (or overwrites, by channel + entity type + entity id) and returns them in request order. */
export function saveAssociations(
  ctx: ServiceContext,
  associations: readonly AssociationInput[],
): AssociationJson[] {
  const now = ctx.clock.now();
  const upsert = ctx.db.prepare(
    `INSERT INTO custom_template_associations (channel_id, entity_type, entity_id, file_name, created_at, updated_at)
     VALUES (?, ?, ?, ?, ?, ?)
     ON CONFLICT (channel_id, entity_type, entity_id) DO UPDATE SET file_name = excluded.file_name, updated_at = excluded.updated_at
     RETURNING id`,
  );
  const ids = ctx.db.transaction(() =>
    associations.map(
      (a) =>
        (
          upsert.get(a.channel_id, a.entity_type, a.entity_id, a.file_name, now, now) as {
            id: number;
          }
        ).id,
    ),
  )();
  const byId = ctx.db.prepare(`${SELECT_WITH_VALIDITY} WHERE id = ?`);
  return ids.map((id) => associationJson(byId.get(id) as AssociationRow));
}

export function deleteAssociations(ctx: ServiceContext, query: DeleteQuery): number {
  const where = whereOf(query);
  return ctx.db
    .prepare(`DELETE FROM custom_template_associations ${where.clause}`)
    .run(...where.params).changes;
}
