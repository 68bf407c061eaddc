import { type ServiceContext } from './context';

/** The channel id under which a settings table keeps the store's own settings. */
export const STORE_LEVEL = 0;

/**
 * Settings kept as JSON per channel, the store's under `STORE_LEVEL`, in a table of their
 * own: the layout of every "store settings with per-channel overrides" resource (abandoned
 * carts, carts, checkouts).
 */
export function channelSettingsTable(table: string) {
  return {
    schema: /* sql */ `
      CREATE TABLE IF NOT EXISTS ${table} (
        channel_id INTEGER PRIMARY KEY,
        settings TEXT NOT NULL
      );
    `,
    /** What was saved for the channel (or the store), null when nothing was. */
    read<T>(ctx: ServiceContext, channelId: number): T | null {
      const row = ctx.db
        .prepare(`SELECT settings FROM ${table} WHERE channel_id = ?`)
        .get(channelId) as { settings: string } | undefined;
      return row ? (JSON.parse(row.settings) as T) : null;
    },
    write(ctx: ServiceContext, channelId: number, settings: object): void {
      ctx.db
        .prepare(
          `INSERT INTO ${table} (channel_id, settings) VALUES (?, ?) ON CONFLICT (channel_id) DO UPDATE SET settings = excluded.settings`,
        )
        .run(channelId, JSON.stringify(settings));
    },
  };
}

/** A channel's overrides laid over the store's settings: an override of null follows the store. */
export function withOverrides<T extends object>(
  store: T,
  overrides: Partial<Record<keyof T, unknown>>,
): T {
  const merged: Record<string, unknown> = { ...(store as Record<string, unknown>) };
  for (const [key, value] of Object.entries(overrides))
    if (value !== null && value !== undefined) merged[key] = value;
  return merged as T;
}

/** Whether a channel of this id exists (settings of unknown channels are 404). */
export const channelExists = (ctx: ServiceContext, id: number): boolean =>
  Boolean(ctx.db.prepare('SELECT 1 FROM channels WHERE id = ?').get(id));
