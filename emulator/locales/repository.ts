import { type ServiceContext } from '../core';
import { ApiError, unprocessable } from '../http';

/** What every channel speaks until its merchant adds a language: the store's own. */
export const STORE_DEFAULT_LOCALE = 'en';
/** The real service lets a channel offer at most this many languages, its default included. */
export const MAX_LOCALES_PER_CHANNEL = 5;

export interface ChannelLocale {
  code: string;
  is_default: boolean;
}

type Db = Pick<ServiceContext, 'db'>;

interface LocaleRow {
  code: string;
  is_default: number;
}

/**
 * `fr`, `de`, `pt-BR`, `es-419`: a two-letter ISO 639 language, optionally a region, the
 * formats the real service accepts for a cart's and a customer's locale.
 */
const LOCALE_CODE = /^([a-z]{2})(?:-([A-Z]{2}|\d{3}))?$/;

/** `FR` -> `fr`, `pt-br` -> `pt-BR`; null when it is not a locale code at all. */
export function normalizeLocaleCode(input: string): string | null {
  const [language, region] = input.trim().split(/[-_]/, 2) as [string, string | undefined];
  const code = region
    ? `${language.toLowerCase()}-${region.toUpperCase()}`
    : language.toLowerCase();
  return LOCALE_CODE.test(code) ? code : null;
}

/** The channel's languages, its default first, then in the order they were added. */
export function localesOf(ctx: Db, channelId: number): ChannelLocale[] {
  const rows = ctx.db
    .prepare(
      'SELECT code, is_default FROM channel_locales WHERE channel_id = ? ORDER BY is_default DESC, position',
    )
    .all(channelId) as LocaleRow[];
  if (!rows.length) return [{ code: STORE_DEFAULT_LOCALE, is_default: true }];
  return rows.map((row) => ({ code: row.code, is_default: row.is_default === 1 }));
}

export function defaultLocaleOf(ctx: Db, channelId: number): string {
  return localesOf(ctx, channelId)[0]!.code;
}

/** The channel's locale of that code (any spelling), or null when the channel does not offer it. */
export function offeredLocale(ctx: Db, channelId: number, code: string): string | null {
  const normalized = normalizeLocaleCode(code);
  return localesOf(ctx, channelId).find((l) => l.code === normalized)?.code ?? null;
}

/** Writes the implicit default as a row, so the channel's list can grow from it. */
function materialize(ctx: Db, channelId: number): void {
  const insert = ctx.db.prepare(
    'INSERT OR IGNORE INTO channel_locales (channel_id, code, is_default, position) VALUES (?, ?, ?, ?)',
  );
  localesOf(ctx, channelId).forEach((l, i) =>
    insert.run(channelId, l.code, l.is_default ? 1 : 0, i),
  );
}

/**
 * `addLocale`: the channel offers one more language; with `isDefault` it becomes the
 * channel's default (the former default stays offered). Adding a language the channel
 * already offers only changes which one is the default.
 */
export function addLocale(
  ctx: Db,
  channelId: number,
  input: { code: string; isDefault: boolean },
): ChannelLocale[] {
  const code = normalizeLocaleCode(input.code);
  if (!code)
    throw unprocessable(
      `"${input.code}" is not a locale code. Use a two-letter language code, optionally with a region: "fr", "de", "pt-BR".`,
      { code: 'must look like "fr" or "pt-BR"' },
    );
  ctx.db.transaction(() => {
    materialize(ctx, channelId);
    const offered = localesOf(ctx, channelId);
    const known = offered.some((l) => l.code === code);
    if (!known && offered.length >= MAX_LOCALES_PER_CHANNEL)
      throw unprocessable(
        `Channel ${channelId} already offers ${MAX_LOCALES_PER_CHANNEL} languages (${offered.map((l) => l.code).join(', ')}), the most a channel can have. Delete one first.`,
        { code: `at most ${MAX_LOCALES_PER_CHANNEL} locales per channel` },
      );
    if (!known)
      ctx.db
        .prepare(
          'INSERT INTO channel_locales (channel_id, code, is_default, position) VALUES (?, ?, 0, (SELECT COALESCE(MAX(position), -1) + 1 FROM channel_locales WHERE channel_id = ?))',
        )
        .run(channelId, code, channelId);
    if (input.isDefault) {
      ctx.db
        .prepare('UPDATE channel_locales SET is_default = 0 WHERE channel_id = ?')
        .run(channelId);
      ctx.db
        .prepare('UPDATE channel_locales SET is_default = 1 WHERE channel_id = ? AND code = ?')
        .run(channelId, code);
    }
  })();
  return localesOf(ctx, channelId);
}

/**
 * `deleteLocale`: the channel stops offering a language, and its translations go with it.
 * The default cannot be deleted (make another language the default first).
 */
export function deleteLocale(ctx: Db, channelId: number, input: string): ChannelLocale[] {
  const code = offeredLocale(ctx, channelId, input);
  if (!code) throw new ApiError(404, `Channel ${channelId} does not offer the locale "${input}".`);
  if (code === defaultLocaleOf(ctx, channelId))
    throw unprocessable(
      `"${code}" is the default locale of channel ${channelId} and cannot be deleted. Make another locale the default first.`,
      { code: 'the default locale cannot be deleted' },
    );
  ctx.db
    .prepare('DELETE FROM channel_locales WHERE channel_id = ? AND code = ?')
    .run(channelId, code);
  return localesOf(ctx, channelId);
}
