import { type ServiceContext } from '../core';
import { parseInput } from '../http';
import {
  createProduct,
  indexNewProductsAfter,
  productCreateBody,
  setVariantImage,
  variantColour,
  variantPicturePath,
  variantsOf,
} from '../catalog';
import { DEMO_BRANDS, DEMO_CATEGORIES, type DemoBrand, type DemoCategory } from './catalog-data';

/**
 * A demo catalog of any size (`--demo-products N`, issue 33): the hand-made demo shop plus
 * generated products, so that a merchant or a benchmark can see how the shop behaves with
 * 10,000 or 100,000 products. The products are made from fixed word tables by their number,
 * so the same N gives the same catalog on every machine, and they go through the same
 * `createProduct` as the management API (no second way of writing a product).
 */

/** Every generated product's SKU starts with this, which is how a later start counts them. */
const GENERATED_SKU_PREFIX = 'GEN-';
/** Products written per transaction: large enough to be fast, small enough to report progress. */
const BATCH = 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

const STYLES = [
  'Ashford',
  'Brook',
  'Calder',
  'Dune',
  'Elm',
  'Fen',
  'Glen',
  'Harbour',
  'Isle',
  'Juniper',
  'Kestrel',
  'Loch',
  'Moor',
  'North',
  'Orchard',
  'Pine',
  'Quarry',
  'Rowan',
  'Shore',
  'Thistle',
] as const;
const MATERIALS = [
  'Stoneware',
  'Linen',
  'Oak',
  'Walnut',
  'Enamel',
  'Cast Iron',
  'Cotton',
  'Wool',
  'Glass',
  'Copper',
  'Rattan',
  'Terracotta',
] as const;

interface Kind {
  nouns: readonly string[];
  categories: readonly DemoCategory[];
  brands: readonly DemoBrand[];
  /** Lowest and highest price, in the store's currency. */
  prices: readonly [number, number];
  weight: number;
}

/** What sells where: each kind's products go to its categories and brands. */
const KINDS: readonly Kind[] = [
  {
    nouns: ['Mug', 'Cup', 'Tumbler', 'Beaker'],
    categories: ['kitchen', 'mugs'],
    brands: ['saltmarsh', 'fernwood'],
    prices: [12, 48],
    weight: 1,
  },
  {
    nouns: ['Skillet', 'Saucepan', 'Dutch Oven', 'Griddle'],
    categories: ['kitchen', 'cookware'],
    brands: ['alder'],
    prices: [35, 240],
    weight: 6,
  },
  {
    nouns: ['Throw', 'Cushion Cover', 'Tea Towel', 'Table Runner'],
    categories: ['decor', 'textiles'],
    brands: ['hollowOak'],
    prices: [16, 140],
    weight: 1,
  },
  {
    nouns: ['Vase', 'Lamp', 'Candle Holder', 'Basket'],
    categories: ['decor'],
    brands: ['fernwood', 'saltmarsh'],
    prices: [18, 190],
    weight: 3,
  },
  {
    nouns: ['Planter', 'Trowel', 'Watering Can', 'Seed Tray'],
    categories: ['garden'],
    brands: ['alder', 'fernwood'],
    prices: [9, 95],
    weight: 2,
  },
];

/** Colours every third product comes in, as a Color option with a picture per colour. */
const COLOUR_SETS = [
  ['Sage', 'Slate', 'Cream'],
  ['Rust', 'Ink'],
  ['Oat', 'Forest', 'Navy', 'Teal'],
] as const;

/** A fixed spread of numbers for product n: the same n always gives the same product. */
const spread = (n: number, salt: number) => ((n * 2654435761 + salt * 40503) >>> 0) % 10_007;

function generatedProductBody(
  n: number,
  brandIds: ReadonlyMap<string, number>,
  categoryIds: ReadonlyMap<string, number>,
) {
  const kind = KINDS[n % KINDS.length]!;
  const noun = kind.nouns[spread(n, 1) % kind.nouns.length]!;
  const style = STYLES[spread(n, 2) % STYLES.length]!;
  const material = MATERIALS[spread(n, 3) % MATERIALS.length]!;
  const brandKey = kind.brands[spread(n, 4) % kind.brands.length]!;
  const brand = DEMO_BRANDS[brandKey];
  const [low, high] = kind.prices;
  const price = low + (spread(n, 5) % (high - low + 1)) + 0.95;
  const onSale = spread(n, 6) % 7 === 0;
  const stock = spread(n, 7) % 11 === 0 ? 0 : 1 + (spread(n, 8) % 60);
  const colours = n % 3 === 0 ? COLOUR_SETS[spread(n, 9) % COLOUR_SETS.length]! : undefined;
  const name = `${style} ${material} ${noun} ${n}`;
  const sku = `${GENERATED_SKU_PREFIX}${n}`;
  return parseInput(
    productCreateBody,
    {
      name,
      type: 'physical',
      sku,
      description: `<p>A ${material.toLowerCase()} ${noun.toLowerCase()} from the ${style} range by ${brand.name}.</p>`,
      weight: kind.weight,
      price,
      sale_price: onSale ? Math.round(price * 0.8) - 0.05 : undefined,
      categories: kind.categories.map((key) => categoryIds.get(key)!),
      brand_id: brandIds.get(brandKey)!,
      inventory_tracking: colours ? 'variant' : 'product',
      inventory_level: colours ? undefined : stock,
      is_visible: true,
      is_free_shipping: spread(n, 10) % 9 === 0,
      sort_order: 1000 + n,
      search_keywords: `${material.toLowerCase()}, ${noun.toLowerCase()}, ${style.toLowerCase()}`,
      variants: colours?.map((colour, index) => ({
        sku: `${sku}-${colour.toUpperCase()}`,
        option_values: [{ option_display_name: 'Color', label: colour }],
        inventory_level: (stock + index * 7) % 40,
      })),
      images: [{ description: name, is_thumbnail: true, sort_order: 0 }],
    },
    `Generated product ${n}`,
  );
}

/** The demo shop's brand and category ids, by their keys in the demo tables. */
function demoTaxonomyIds(ctx: ServiceContext) {
  const idByName = (table: string, name: string) =>
    (
      ctx.db.prepare(`SELECT id FROM ${table} WHERE name = ?`).get(name) as
        { id: number } | undefined
    )?.id;
  const brandIds = new Map<string, number>();
  for (const [key, brand] of Object.entries(DEMO_BRANDS)) {
    const id = idByName('catalog_brands', brand.name);
    if (id !== undefined) brandIds.set(key, id);
  }
  const categoryIds = new Map<string, number>();
  for (const [key, category] of Object.entries(DEMO_CATEGORIES)) {
    const id = idByName('catalog_categories', category.name);
    if (id !== undefined) categoryIds.set(key, id);
  }
  return { brandIds, categoryIds };
}

export interface DemoGrowthProgress {
  made: number;
  wanted: number;
  elapsedMs: number;
}

/** One progress line for a terminal: `Demo products: 20,000 of 99,955 made (20%), 9 s`. */
export function describeDemoProgress({ made, wanted, elapsedMs }: DemoGrowthProgress): string {
  const percent = Math.floor((made / wanted) * 100);
  return `Demo products: ${made.toLocaleString('en')} of ${wanted.toLocaleString('en')} made (${percent}%), ${Math.round(elapsedMs / 1000)} s`;
}

/** Progress every tenth of the way and at the end, so a large catalog prints about ten lines. */
export function everyTenth(print: (line: string) => void) {
  let shown = -1;
  return (progress: DemoGrowthProgress) => {
    const tenth = Math.floor((progress.made / progress.wanted) * 10);
    if (tenth === shown) return;
    shown = tenth;
    print(describeDemoProgress(progress));
  };
}

export interface DemoGrowth {
  /** Products in the catalog before and after. */
  before: number;
  after: number;
  elapsedMs: number;
}

/**
 * Fills the catalog with generated products until it holds `total` products. A catalog that
 * already has them is left alone, so a restart with the same N costs one count; a larger N
 * adds only the difference. Needs the demo shop's brands and categories, which it spreads
 * the products over: a store that deleted them, or never had them, is refused with why.
 * Creates no webhook events: a bulk load is not a stream of merchant changes.
 */
export function growDemoCatalog(
  ctx: ServiceContext,
  total: number,
  onProgress?: (progress: DemoGrowthProgress) => void,
): DemoGrowth {
  const started = performance.now();
  const count = () =>
    (ctx.db.prepare('SELECT COUNT(*) AS n FROM catalog_products').get() as { n: number }).n;
  const before = count();
  const wanted = total - before;
  if (wanted <= 0) return { before, after: before, elapsedMs: 0 };

  const { brandIds, categoryIds } = demoTaxonomyIds(ctx);
  const missing = [
    ...Object.keys(DEMO_BRANDS).filter((key) => !brandIds.has(key)),
    ...Object.keys(DEMO_CATEGORIES).filter((key) => !categoryIds.has(key)),
  ];
  if (missing.length) {
    throw new Error(
      `cannot generate demo products: this store lacks the demo shop's brands and categories (${missing.join(', ')}). ` +
        'Start with a new database (--db) to get the demo shop first.',
    );
  }
  // Numbers continue after the highest generated product, so a second growth adds new ones.
  const last = ctx.db
    .prepare(
      `SELECT MAX(CAST(SUBSTR(sku, ${GENERATED_SKU_PREFIX.length + 1}) AS INTEGER)) AS n
       FROM catalog_products WHERE sku LIKE '${GENERATED_SKU_PREFIX}%'`,
    )
    .get() as { n: number | null };
  const first = (last.n ?? 0) + 1;
  const now = ctx.clock.now();
  const setHistory = ctx.db.prepare(
    'UPDATE catalog_products SET date_created = ?, date_modified = ?, total_sold = ? WHERE id = ?',
  );

  let made = 0;
  while (made < wanted) {
    const size = Math.min(BATCH, wanted - made);
    // Each batch's new products are indexed for text search once, after them.
    ctx.db.transaction(() =>
      indexNewProductsAfter(ctx.db, () => {
        for (let i = 0; i < size; i += 1) {
          const n = first + made + i;
          const { id } = createProduct(ctx, generatedProductBody(n, brandIds, categoryIds), {
            publish: false,
          });
          for (const variant of variantsOf(ctx, id)) {
            if (variantColour(variant))
              setVariantImage(ctx, variant.id, variantPicturePath(variant.id));
          }
          // Dates over the past year and some sales, so the newest and best-selling sorts differ.
          const created = now - (1 + (spread(n, 11) % 365)) * DAY_MS;
          setHistory.run(created, created, spread(n, 12) % 300, id);
        }
      }),
    )();
    made += size;
    onProgress?.({ made, wanted, elapsedMs: performance.now() - started });
  }
  return { before, after: count(), elapsedMs: performance.now() - started };
}
