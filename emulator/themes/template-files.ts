import { type ServiceContext } from '../core';
import { customTemplatesOfChannel } from './custom-templates';
import { ENTITY_TYPES, type EntityType } from './library';

/**
 * The page template files of the store's themes and the widget regions each one has. All
 * installed themes share these files (they differ in custom templates), so one fixed table
 * serves every theme. `header_bottom` sits in the shared header, so every page has it.
 */
const GLOBAL_REGIONS = ['header_bottom'] as const;

const PAGE_REGIONS: Readonly<Record<string, readonly string[]>> = {
  'pages/home': [
    'home_below_menu',
    'home_below_carousel',
    'home_below_featured_products',
    'home_below_top_products',
    'home_below_new_products',
  ],
  'pages/product': [
    'product_above_price',
    'product_below_price',
    'product_description',
    'product_below_content',
  ],
  'pages/category': ['category_header_banner', 'category_below_header', 'category_below_content'],
  'pages/brand': ['brand_below_header', 'brand_below_content'],
  'pages/brands': ['brands_below_header'],
  'pages/page': ['page_builder_content'],
  'pages/cart': ['cart_below_totals'],
  'pages/search': ['search_below_header'],
};

/** The page template that renders each entity type; a custom template of that type replaces it. */
const ENTITY_TEMPLATE_FILES: Readonly<Record<EntityType, string>> = {
  product: 'pages/product',
  category: 'pages/category',
  brand: 'pages/brand',
  page: 'pages/page',
};

export interface TemplateFile {
  regions: readonly string[];
  /** Set for templates that render one entity (placements there may name its id). */
  entityType: EntityType | null;
}

const CUSTOM_TEMPLATE_FILE = /^pages\/custom\/(product|category|brand|page)\/([^/]+)$/;

/**
 * A template file as placements and regions name it, e.g. `pages/home`, or a custom
 * template of the channel's active theme as `pages/custom/product/featured` (its file name
 * without `.html`). Null when the channel's theme has no such file or the channel does not exist.
 */
export function templateFileOf(
  ctx: ServiceContext,
  channelId: number,
  templateFile: string,
): TemplateFile | null {
  const custom = CUSTOM_TEMPLATE_FILE.exec(templateFile);
  if (custom) {
    const entityType = custom[1] as EntityType;
    const available = customTemplatesOfChannel(ctx, channelId)?.[entityType] ?? [];
    if (!available.includes(`${custom[2]}.html`)) return null;
    return {
      regions: [...GLOBAL_REGIONS, ...PAGE_REGIONS[ENTITY_TEMPLATE_FILES[entityType]]!],
      entityType,
    };
  }
  const regions = PAGE_REGIONS[templateFile];
  if (!regions || !customTemplatesOfChannel(ctx, channelId)) return null;
  const entityType =
    ENTITY_TYPES.find((type) => ENTITY_TEMPLATE_FILES[type] === templateFile) ?? null;
  return { regions: [...GLOBAL_REGIONS, ...regions], entityType };
}

/**
 * The template file that renders an entity's page: its custom template (a file name such
 * as `featured.html` the channel's theme has, see the associations) or the default one.
 */
export const entityTemplateFile = (
  entityType: EntityType,
  customFileName: string | null,
): string =>
  customFileName
    ? `pages/custom/${entityType}/${customFileName.replace(/\.html$/, '')}`
    : ENTITY_TEMPLATE_FILES[entityType];

/** For messages: the template files every theme has. */
export const PAGE_TEMPLATE_FILES: readonly string[] = Object.keys(PAGE_REGIONS);
