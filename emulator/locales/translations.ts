import { z } from 'zod';
import {
  getBrand,
  getCategory,
  getProduct,
  listProducts,
  pathOfSlug,
  resolveCatalogPath,
  slugOf,
  type PathOwner,
} from '../catalog';
import { type ServiceContext } from '../core';
import { ApiError, conflict, notFound, unprocessable } from '../http';
import { defaultLocaleOf, offeredLocale } from './repository';
import { translationTextQuery } from './text-search';

export type TranslatableType = 'product' | 'category' | 'brand';

/** What a merchant can translate, per resource (the real service's translatable fields). */
export const TRANSLATABLE_FIELDS = {
  product: [
    'name',
    'description',
    'page_title',
    'meta_description',
    'search_keywords',
    'custom_url',
  ],
  category: ['name', 'description', 'page_title', 'meta_description', 'custom_url'],
  brand: ['name', 'description', 'page_title', 'meta_description', 'custom_url'],
} as const satisfies Record<TranslatableType, readonly string[]>;

export type TranslatedField =
  'name' | 'description' | 'page_title' | 'meta_description' | 'search_keywords' | 'custom_url';

/** The translated values of one resource in one language; a field not translated is absent. */
export type Translation = Partial<Record<TranslatedField, string>>;

interface TranslationRow extends Record<TranslatedField, string | null> {
  locale: string;
  date_modified: number;
}

type Ctx = Pick<ServiceContext, 'db'>;

const text = (max: number) => z.string().trim().min(1).max(max).nullable().optional();

/** A translation body: each field a text, or null to remove that field's translation. */
const translationBody = z
  .object({
    name: text(250),
    description: z.string().max(65_535).nullable().optional(),
    page_title: text(255),
    meta_description: text(65_535),
    search_keywords: text(65_535),
    custom_url: z
      .object({ url: z.string().trim().min(1).max(255) })
      .nullable()
      .optional(),
  })
  .strict();
export type TranslationInput = z.infer<typeof translationBody>;
export { translationBody };

const finders: Record<TranslatableType, (ctx: ServiceContext, id: number) => unknown> = {
  product: getProduct,
  category: getCategory,
  brand: getBrand,
};

export const resourceExists = (ctx: ServiceContext, type: TranslatableType, id: number) =>
  Boolean(finders[type](ctx, id));

const rowOf = (ctx: Ctx, channelId: number, locale: string, type: TranslatableType, id: number) =>
  ctx.db
    .prepare(
      'SELECT * FROM catalog_translations WHERE channel_id = ? AND locale = ? AND resource_type = ? AND resource_id = ?',
    )
    .get(channelId, locale, type, id) as TranslationRow | undefined;

function translationOfRow(type: TranslatableType, row: TranslationRow): Translation {
  const out: Translation = {};
  for (const field of TRANSLATABLE_FIELDS[type]) {
    const value = row[field];
    if (value !== null) out[field] = field === 'custom_url' ? pathOfSlug(value) : value;
  }
  return out;
}

/**
 * The merchant's translation of a resource in a language, or null when there is none (the
 * storefront then shows the default language's data). The default language has none: its
 * text is the resource's own.
 */
export function translationOf(
  ctx: Ctx,
  channelId: number,
  locale: string,
  type: TranslatableType,
  id: number,
): Translation | null {
  const row = rowOf(ctx, channelId, locale, type, id);
  return row ? translationOfRow(type, row) : null;
}

/** The resource whose translated custom URL, in that language, is `path`. */
export function ownerOfTranslatedPath(
  ctx: Ctx,
  channelId: number,
  locale: string,
  path: string,
): PathOwner | null {
  const row = ctx.db
    .prepare(
      'SELECT resource_type AS type, resource_id AS id FROM catalog_translations WHERE channel_id = ? AND locale = ? AND custom_url = ?',
    )
    .get(channelId, locale, slugOf(path)) as PathOwner | undefined;
  return row ?? null;
}

/** The products whose translated name, description or search keywords hold every word of `term`. */
export function productsMatchingTranslations(
  ctx: Ctx,
  channelId: number,
  locale: string,
  term: string,
): number[] {
  const words = term.toLocaleLowerCase(locale).split(/\s+/).filter(Boolean);
  if (!words.length) return [];
  // The index narrows to the translations holding the longer words (case folded as
  // Unicode does); every word is then checked as the language lowers it.
  const narrowing = translationTextQuery(words);
  const rows = ctx.db
    .prepare(
      `SELECT resource_id AS id, name, description, search_keywords FROM catalog_translations
       WHERE channel_id = ? AND locale = ? AND resource_type = 'product'
       ${narrowing ? 'AND rowid IN (SELECT rowid FROM catalog_translation_text WHERE catalog_translation_text MATCH ?)' : ''}`,
    )
    .all(channelId, locale, ...(narrowing ? [narrowing] : [])) as Array<
    { id: number } & Record<string, string | null>
  >;
  return rows
    .filter((row) => {
      const haystack = [row.name, row.description, row.search_keywords]
        .filter(Boolean)
        .join(' ')
        .toLocaleLowerCase(locale);
      return words.every((word) => haystack.includes(word));
    })
    .map((row) => row.id);
}

/** Every translation of a resource on the channel, one per language, as the API shows them. */
export function translationsOfResource(
  ctx: Ctx,
  channelId: number,
  type: TranslatableType,
  id: number,
) {
  const rows = ctx.db
    .prepare(
      `SELECT t.* FROM catalog_translations t JOIN channel_locales l ON l.channel_id = t.channel_id AND l.code = t.locale
       WHERE t.channel_id = ? AND t.resource_type = ? AND t.resource_id = ? ORDER BY l.position`,
    )
    .all(channelId, type, id) as TranslationRow[];
  return rows.map((row) => translationJson(channelId, type, id, row));
}

function translationJson(
  channelId: number,
  type: TranslatableType,
  id: number,
  row: TranslationRow,
) {
  const values = translationOfRow(type, row);
  return {
    resource_type: type,
    resource_id: id,
    channel_id: channelId,
    locale: row.locale,
    ...Object.fromEntries(
      TRANSLATABLE_FIELDS[type].map((field) => [
        field,
        field === 'custom_url'
          ? values.custom_url
            ? { url: values.custom_url }
            : null
          : (values[field] ?? null),
      ]),
    ),
    date_modified: new Date(row.date_modified).toISOString(),
  };
}

export type TranslationJson = ReturnType<typeof translationJson>;

/** The resource must exist and the language must be one of the channel's, other than its default. */
function checkTarget(
  ctx: ServiceContext,
  channelId: number,
  localeParam: string,
  type: TranslatableType,
  id: number,
): string {
  if (!resourceExists(ctx, type, id)) throw notFound(`The ${type} ${id}`);
  const locale = offeredLocale(ctx, channelId, localeParam);
  if (!locale)
    throw new ApiError(
      404,
      `Channel ${channelId} does not offer the locale "${localeParam}". Add it to the channel's locales first.`,
    );
  if (locale === defaultLocaleOf(ctx, channelId))
    throw unprocessable(
      `"${locale}" is the default locale of channel ${channelId}: its text is the ${type}'s own. Change the ${type} itself instead.`,
      { locale: 'must not be the channel default' },
    );
  return locale;
}

export function readTranslation(
  ctx: ServiceContext,
  channelId: number,
  localeParam: string,
  type: TranslatableType,
  id: number,
): TranslationJson {
  const locale = checkTarget(ctx, channelId, localeParam, type, id);
  const row = rowOf(ctx, channelId, locale, type, id);
  if (!row) throw notFound(`The ${locale} translation of ${type} ${id} on channel ${channelId}`);
  return translationJson(channelId, type, id, row);
}

/**
 * Creates or changes a translation: fields given are set, fields given as null lose their
 * translation, fields not given keep theirs. Answers the translation and the fields whose
 * value changed (for the webhook's `properties`).
 */
export function writeTranslation(
  ctx: ServiceContext,
  channelId: number,
  localeParam: string,
  type: TranslatableType,
  id: number,
  input: TranslationInput,
): { translation: TranslationJson; changed: TranslatedField[]; created: boolean } {
  const locale = checkTarget(ctx, channelId, localeParam, type, id);
  const allowed = new Set<string>(TRANSLATABLE_FIELDS[type]);
  const refused = Object.keys(input).filter((field) => !allowed.has(field));
  if (refused.length)
    throw unprocessable(
      `A ${type} has no translatable ${refused.join(', ')}. Translatable: ${[...allowed].join(', ')}.`,
      Object.fromEntries(refused.map((f) => [f, `not translatable on a ${type}`])),
    );
  const wanted: Partial<Record<TranslatedField, string | null>> = {};
  for (const [field, value] of Object.entries(input) as Array<[TranslatedField, unknown]>) {
    if (value === undefined) continue;
    if (field === 'custom_url') {
      const url = value as { url: string } | null;
      wanted.custom_url = url ? checkedSlug(ctx, channelId, locale, type, id, url.url) : null;
    } else wanted[field] = value as string | null;
  }

  const before = rowOf(ctx, channelId, locale, type, id);
  const next: Record<TranslatedField, string | null> = {
    name: null,
    description: null,
    page_title: null,
    meta_description: null,
    search_keywords: null,
    custom_url: null,
    ...(before ? Object.fromEntries(TRANSLATABLE_FIELDS.product.map((f) => [f, before[f]])) : {}),
    ...wanted,
  };
  const changed = TRANSLATABLE_FIELDS[type].filter((f) => (before?.[f] ?? null) !== next[f]);
  ctx.db
    .prepare(
      `INSERT INTO catalog_translations (channel_id, locale, resource_type, resource_id, name, description, page_title, meta_description, search_keywords, custom_url, date_modified)
       VALUES (@channel_id, @locale, @type, @id, @name, @description, @page_title, @meta_description, @search_keywords, @custom_url, @now)
       ON CONFLICT (channel_id, locale, resource_type, resource_id) DO UPDATE SET
         name = excluded.name, description = excluded.description, page_title = excluded.page_title,
         meta_description = excluded.meta_description, search_keywords = excluded.search_keywords,
         custom_url = excluded.custom_url, date_modified = excluded.date_modified`,
    )
    .run({ channel_id: channelId, locale, type, id, ...next, now: ctx.clock.now() });
  return {
    translation: translationJson(channelId, type, id, rowOf(ctx, channelId, locale, type, id)!),
    changed,
    created: !before,
  };
}

/** Deletes a translation; answers its locale and the fields it had, or throws 404 when there was none. */
export function deleteTranslation(
  ctx: ServiceContext,
  channelId: number,
  localeParam: string,
  type: TranslatableType,
  id: number,
): { locale: string; fields: TranslatedField[] } {
  const locale = checkTarget(ctx, channelId, localeParam, type, id);
  const row = rowOf(ctx, channelId, locale, type, id);
  if (!row) throw notFound(`The ${locale} translation of ${type} ${id} on channel ${channelId}`);
  ctx.db
    .prepare(
      'DELETE FROM catalog_translations WHERE channel_id = ? AND locale = ? AND resource_type = ? AND resource_id = ?',
    )
    .run(channelId, locale, type, id);
  return { locale, fields: TRANSLATABLE_FIELDS[type].filter((f) => row[f] !== null) };
}

/**
 * A translated custom URL must be a path that no other resource uses, neither as its own
 * URL nor as its translated URL in the same language, so the storefront resolves it to
 * exactly one page.
 */
function checkedSlug(
  ctx: ServiceContext,
  channelId: number,
  locale: string,
  type: TranslatableType,
  id: number,
  url: string,
): string {
  const slug = slugOf(url);
  if (!url.startsWith('/') || !slug)
    throw unprocessable(
      `custom_url.url "${url}" must be a path that starts with "/", like "/cuisine/tasses/".`,
      {
        'custom_url.url': 'must start with /',
      },
    );
  const isSelf = (owner: PathOwner | null) => !owner || (owner.type === type && owner.id === id);
  const base = resolveCatalogPath(ctx, slug);
  const translated = ownerOfTranslatedPath(ctx, channelId, locale, slug);
  if (!isSelf(base) || !isSelf(translated)) {
    const owner = (isSelf(base) ? translated : base)!;
    throw conflict(
      `The URL ${pathOfSlug(slug)} is already used by ${owner.type} ${owner.id}. Choose another.`,
      {
        'custom_url.url': 'already in use',
      },
    );
  }
  return slug;
}

/** The products of a brand, whose pages show its translated name. */
export const productsOfBrand = (ctx: ServiceContext, brandId: number): number[] =>
  listProducts(ctx, { brandId }).items.map((p) => p.id);
