import { type ServiceContext, isoSeconds } from '../core';
import {
  OWN_PLATFORM,
  OWN_PLATFORM_MIGRATION,
  type ChannelStatus,
  type ChannelType,
  isEnabledStatus,
} from './rules';

export const channelsSchema = /* sql */ `
  CREATE TABLE IF NOT EXISTS channels (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    name TEXT NOT NULL,
    type TEXT NOT NULL,
    platform TEXT NOT NULL,
    status TEXT NOT NULL,
    external_id TEXT NOT NULL DEFAULT '',
    is_listable_from_ui INTEGER NOT NULL,
    is_visible INTEGER NOT NULL,
    created_at INTEGER NOT NULL,
    updated_at INTEGER NOT NULL,
    UNIQUE (name, platform, type)
  );
`;

export interface ChannelRow {
  id: number;
  name: string;
  type: ChannelType;
  platform: string;
  status: ChannelStatus;
  external_id: string;
  is_listable_from_ui: number;
  is_visible: number;
  created_at: number;
  updated_at: number;
}

/** The channel object of the real service's v3 interface. */
export function channelJson(row: ChannelRow) {
  return {
    id: row.id,
    name: row.name,
    type: row.type,
    platform: row.platform,
    status: row.status,
    external_id: row.external_id,
    is_listable_from_ui: row.is_listable_from_ui === 1,
    is_visible: row.is_visible === 1,
    /** Deprecated since April 2020; derived from `status` for older clients. */
    is_enabled: isEnabledStatus(row.status),
    date_created: isoSeconds(row.created_at),
    date_modified: isoSeconds(row.updated_at),
  };
}

export function findChannel(ctx: ServiceContext, id: number): ChannelRow | undefined {
  return ctx.db.prepare('SELECT * FROM channels WHERE id = ?').get(id) as ChannelRow | undefined;
}

export function findChannelByKey(
  ctx: ServiceContext,
  key: { name: string; platform: string; type: string },
): ChannelRow | undefined {
  return ctx.db
    .prepare('SELECT * FROM channels WHERE name = ? AND platform = ? AND type = ?')
    .get(key.name, key.platform, key.type) as ChannelRow | undefined;
}

/** Every store has channel 1: its storefront on the service's own platform. */
export function ensureDefaultChannel(ctx: ServiceContext): void {
  ctx.db.exec(OWN_PLATFORM_MIGRATION);
  const now = ctx.clock.now();
  ctx.db
    .prepare(
      `INSERT OR IGNORE INTO channels (id, name, type, platform, status, is_listable_from_ui, is_visible, created_at, updated_at)
       VALUES (1, ?, 'storefront', ?, 'prelaunch', 1, 1, ?, ?)`,
    )
    .run(ctx.store.name, OWN_PLATFORM, now, now);
}
