import { type ServiceContext, isoSeconds } from '../core';
import { activeThemeUuids } from './active-theme';

interface ThemeRow {
  uuid: string;
  name: string;
  is_private: number;
  updated_at: number;
}

interface VariationRow {
  uuid: string;
  theme_uuid: string;
  external_id: string;
  name: string;
  description: string;
}

function themeJson(
  row: ThemeRow,
  variations: readonly VariationRow[],
  active: ReadonlySet<string>,
) {
  return {
    uuid: row.uuid,
    variations: variations
      .filter((variation) => variation.theme_uuid === row.uuid)
      .map((variation) => ({
        uuid: variation.uuid,
        name: variation.name,
        description: variation.description,
        external_id: variation.external_id,
      })),
    name: row.name,
    is_private: row.is_private === 1,
    // The store runs several storefronts; a theme counts as active when any channel shows it.
    is_active: active.has(row.uuid),
    updated_at: isoSeconds(row.updated_at),
  };
}
export type ThemeJson = ReturnType<typeof themeJson>;

export function listThemes(ctx: ServiceContext): ThemeJson[] {
  const rows = ctx.db.prepare('SELECT * FROM themes ORDER BY rowid').all() as ThemeRow[];
  const variations = ctx.db
    .prepare('SELECT * FROM theme_variations ORDER BY position')
    .all() as VariationRow[];
  const active = activeThemeUuids(ctx);
  return rows.map((row) => themeJson(row, variations, active));
}

export function findTheme(ctx: ServiceContext, uuid: string): ThemeJson | null {
  const row = ctx.db.prepare('SELECT * FROM themes WHERE uuid = ?').get(uuid) as
    ThemeRow | undefined;
  if (!row) return null;
  const variations = ctx.db
    .prepare('SELECT * FROM theme_variations WHERE theme_uuid = ? ORDER BY position')
    .all(uuid) as VariationRow[];
  return themeJson(row, variations, activeThemeUuids(ctx));
}
