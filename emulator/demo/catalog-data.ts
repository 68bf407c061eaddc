/**
 * The demo shop: a small home & kitchen store, as a fixed table so that every developer
 * and every screenshot sees the same shop. Prices are USD.
 */

export const DEMO_BRANDS = {
  alder: { name: 'Alder & Ash', sku: 'AA', keywords: 'cookware, tools, cast iron' },
  saltmarsh: { name: 'Saltmarsh Ceramics', sku: 'SC', keywords: 'stoneware, pottery, handmade' },
  fernwood: { name: 'Fernwood Studio', sku: 'FS', keywords: 'wood, glass, home' },
  hollowOak: { name: 'Hollow Oak Linens', sku: 'HO', keywords: 'linen, cotton, wool' },
} as const;
export type DemoBrand = keyof typeof DEMO_BRANDS;

/** Parents come before their children. */
export const DEMO_CATEGORIES = {
  kitchen: {
    name: 'Kitchen',
    parent: null,
    url: '/kitchen/',
    sort: 1,
    description: '<p>Everyday tools and tableware for cooking, serving and slow mornings.</p>',
  },
  mugs: {
    name: 'Mugs & Cups',
    parent: 'kitchen',
    url: '/kitchen/mugs/',
    sort: 1,
    description: '<p>Stoneware, enamel and glass for coffee, tea and everything in between.</p>',
  },
  cookware: {
    name: 'Cookware',
    parent: 'kitchen',
    url: '/kitchen/cookware/',
    sort: 2,
    description: '<p>Cast iron, carbon steel and enamelled pieces built to last a lifetime.</p>',
  },
  decor: {
    name: 'Home Decor',
    parent: null,
    url: '/decor/',
    sort: 2,
    description: '<p>Lamps, vases, candles and baskets that make a room feel lived in.</p>',
  },
  textiles: {
    name: 'Textiles',
    parent: 'decor',
    url: '/decor/textiles/',
    sort: 1,
    description: '<p>Linen, cotton and wool for the kitchen, the bath and the sofa.</p>',
  },
  garden: {
    name: 'Garden',
    parent: null,
    url: '/garden/',
    sort: 3,
    description: '<p>Planters, tools and seeds for balconies, borders and windowsills.</p>',
  },
} as const;
export type DemoCategory = keyof typeof DEMO_CATEGORIES;

export interface DemoVariant {
  /** Option display name -> value label, e.g. `{ Color: 'Sage' }`. */
  options: Record<string, string>;
  stock: number;
  price?: number;
  salePrice?: number;
}

export interface DemoProduct {
  name: string;
  categories: DemoCategory[];
  brand: DemoBrand;
  price: number;
  salePrice?: number;
  retailPrice?: number;
  /** Pounds. */
  weight: number;
  /** Units on hand when the product has no variants; 0 shows it out of stock. */
  stock?: number;
  /** Not counted at all (digital goods). */
  untracked?: boolean;
  featured?: boolean;
  hidden?: boolean;
  digital?: boolean;
  /** A custom storefront path (may be nested); otherwise `/<name>/`. */
  path?: string;
  blurb: string;
  details: string[];
  variants?: DemoVariant[];
  tiers?: Array<{
    quantity_min: number;
    quantity_max: number;
    type: 'price' | 'percent' | 'fixed';
    amount: number;
  }>;
  /** How many illustrations (1-3). */
  images: number;
}

export const DEMO_PRODUCTS: DemoProduct[] = [
  // Mugs & Cups
  {
    name: 'Enamel Camp Mug',
    categories: ['mugs'],
    brand: 'alder',
    price: 18,
    weight: 0.4,
    featured: true,
    path: '/kitchen/mugs/enamel-camp-mug/',
    blurb:
      'A light, chip-resistant enamel mug with a rolled steel rim, as happy on the porch as at the campsite.',
    details: ['Holds 12 oz', 'Enamelled steel', 'Hand wash recommended'],
    variants: [
      { options: { Color: 'Cream' }, stock: 24 },
      { options: { Color: 'Forest' }, stock: 0 },
      { options: { Color: 'Navy' }, stock: 12 },
    ],
    images: 3,
  },
  {
    name: 'Stoneware Coffee Mug',
    categories: ['mugs'],
    brand: 'saltmarsh',
    price: 24,
    salePrice: 19.2,
    retailPrice: 28,
    weight: 0.9,
    blurb: 'Wheel-thrown in small batches and glazed by hand, so no two mugs are quite alike.',
    details: ['Holds 14 oz', 'Dishwasher and microwave safe', 'Made in Maine'],
    variants: [
      { options: { Color: 'Oat' }, stock: 30 },
      { options: { Color: 'Slate' }, stock: 8 },
      { options: { Color: 'Sage' }, stock: 15 },
    ],
    images: 3,
  },
  {
    name: 'Espresso Cup Set',
    categories: ['mugs'],
    brand: 'saltmarsh',
    price: 36,
    weight: 1.2,
    stock: 40,
    blurb: 'Four thick-walled cups that keep a double shot hot to the last sip.',
    details: ['Set of 4', 'Holds 3 oz each', 'Speckled matte glaze'],
    tiers: [
      { quantity_min: 2, quantity_max: 3, type: 'percent', amount: 5 },
      { quantity_min: 4, quantity_max: 0, type: 'percent', amount: 10 },
    ],
    images: 2,
  },
  {
    name: 'Glass Tea Cup with Infuser',
    categories: ['mugs'],
    brand: 'fernwood',
    price: 22,
    weight: 0.6,
    stock: 18,
    blurb: 'Borosilicate glass with a fine steel infuser, for watching loose leaves unfurl.',
    details: ['Holds 11 oz', 'Removable infuser and lid', 'Heat resistant glass'],
    images: 1,
  },
  {
    name: 'Speckled Latte Bowl Mug',
    categories: ['mugs'],
    brand: 'saltmarsh',
    price: 28,
    weight: 1,
    stock: 0,
    blurb: 'A wide, generous bowl of a mug for milky coffee and weekend mornings.',
    details: ['Holds 16 oz', 'Speckled oatmeal glaze', 'Dishwasher safe'],
    images: 2,
  },
  {
    name: 'Double-Walled Glass Tumbler Pair',
    categories: ['mugs'],
    brand: 'fernwood',
    price: 26,
    weight: 0.8,
    stock: 35,
    blurb: 'Two insulated tumblers that keep iced drinks cold and hands dry.',
    details: ['Set of 2', 'Holds 10 oz each', 'Hand wash'],
    images: 2,
  },
  {
    name: 'Hand-Thrown Tea Bowl',
    categories: ['mugs'],
    brand: 'saltmarsh',
    price: 32,
    weight: 0.7,
    stock: 9,
    featured: true,
    blurb: 'A handleless bowl with a soft celadon glaze pooling at the foot.',
    details: ['Holds 8 oz', 'Each piece signed', 'Food safe glaze'],
    images: 3,
  },

  // Cookware
  {
    name: 'Cast Iron Skillet',
    categories: ['cookware'],
    brand: 'alder',
    price: 48,
    weight: 6.5,
    featured: true,
    path: '/kitchen/cookware/cast-iron-skillet/',
    blurb:
      'Pre-seasoned and milled smooth, this skillet sears, bakes and only gets better with use.',
    details: [
      'Pre-seasoned with flaxseed oil',
      'Oven, grill and induction safe',
      'Lifetime guarantee',
    ],
    variants: [
      { options: { Size: '8 in' }, stock: 14, price: 38 },
      { options: { Size: '10 in' }, stock: 22, price: 48 },
      { options: { Size: '12 in' }, stock: 6, price: 62 },
    ],
    images: 3,
  },
  {
    name: 'Enamelled Dutch Oven',
    categories: ['cookware'],
    brand: 'alder',
    price: 129,
    salePrice: 109,
    retailPrice: 149,
    weight: 12,
    featured: true,
    blurb: 'A heavy 5-quart pot for braises, stews and crusty no-knead bread.',
    details: ['5 qt capacity', 'Enamelled cast iron', 'Oven safe to 500°F'],
    variants: [
      { options: { Color: 'Flame' }, stock: 5 },
      { options: { Color: 'Cream' }, stock: 3 },
      { options: { Color: 'Teal' }, stock: 0 },
    ],
    images: 3,
  },
  {
    name: 'Carbon Steel Wok',
    categories: ['cookware'],
    brand: 'alder',
    price: 58,
    weight: 4,
    stock: 16,
    blurb: 'Light, fast and properly hot: a round-bottomed wok for real stir-fries.',
    details: ['14 in diameter', 'Carbon steel, needs seasoning', 'Wooden helper handle'],
    images: 2,
  },
  {
    name: 'Stainless Saucepan',
    categories: ['cookware'],
    brand: 'fernwood',
    price: 64,
    weight: 3,
    stock: 20,
    blurb: 'A tri-ply 2-quart saucepan with a snug lid and a handle that stays cool.',
    details: ['2 qt capacity', 'Tri-ply stainless steel', 'Dishwasher safe'],
    images: 1,
  },
  {
    name: 'Copper Butter Warmer',
    categories: ['cookware'],
    brand: 'fernwood',
    price: 42,
    weight: 1.1,
    stock: 0,
    blurb: 'A tiny copper pan for brown butter, warm syrup and melted chocolate.',
    details: ['16 oz capacity', 'Tin-lined copper', 'Brass handle'],
    images: 2,
  },
  {
    name: 'Half Sheet Pan',
    categories: ['cookware'],
    brand: 'fernwood',
    price: 19,
    weight: 2,
    stock: 60,
    blurb: 'The pan every kitchen reaches for: heavy aluminium that will not warp in a hot oven.',
    details: ['18 x 13 in', 'Natural aluminium', 'Rolled edges'],
    tiers: [{ quantity_min: 3, quantity_max: 0, type: 'price', amount: 2 }],
    images: 1,
  },
  {
    name: 'Ceramic Baking Dish',
    categories: ['cookware'],
    brand: 'saltmarsh',
    price: 46,
    weight: 4.2,
    blurb: 'Oven-to-table stoneware for gratins, crumbles and lasagna.',
    details: ['Oven, microwave and dishwasher safe', 'Glazed inside and out'],
    variants: [
      { options: { Size: 'Small' }, stock: 11, price: 38 },
      { options: { Size: 'Large' }, stock: 7, price: 54 },
    ],
    images: 2,
  },

  // Kitchen
  {
    name: 'Olive Wood Cutting Board',
    categories: ['kitchen'],
    brand: 'fernwood',
    price: 54,
    weight: 2.5,
    blurb: 'Each board is cut from a single piece of olive wood, so the grain is one of a kind.',
    details: ['Oil with food-safe mineral oil', 'Hand wash only'],
    variants: [
      { options: { Size: 'Medium' }, stock: 10, price: 54 },
      { options: { Size: 'Large' }, stock: 4, price: 72 },
    ],
    images: 3,
  },
  {
    name: 'Walnut Serving Board',
    categories: ['kitchen'],
    brand: 'fernwood',
    price: 68,
    salePrice: 58,
    weight: 2.8,
    stock: 12,
    blurb: 'A long walnut board with a carved handle, made for cheese, bread and a good evening.',
    details: ['24 x 8 in', 'Solid American walnut', 'Finished with beeswax'],
    images: 2,
  },
  {
    name: "Chef's Knife",
    categories: ['kitchen'],
    brand: 'alder',
    price: 89,
    weight: 0.5,
    stock: 25,
    blurb: 'An 8-inch blade forged from high-carbon steel, balanced right at the bolster.',
    details: ['8 in blade', 'High-carbon stainless steel', 'Pakkawood handle'],
    images: 2,
  },
  {
    name: 'Beechwood Utensil Set',
    categories: ['kitchen'],
    brand: 'fernwood',
    price: 29,
    weight: 0.9,
    stock: 44,
    blurb: 'A spoon, a spatula and a turner in smooth beech, kind to every pan.',
    details: ['Set of 3', 'Untreated beechwood', 'Hand wash'],
    tiers: [{ quantity_min: 2, quantity_max: 0, type: 'fixed', amount: 25 }],
    images: 1,
  },
  {
    name: 'Salt Cellar with Lid',
    categories: ['kitchen'],
    brand: 'saltmarsh',
    price: 21,
    weight: 0.6,
    stock: 27,
    blurb: 'A pinch-sized stoneware pot with an acacia lid that keeps flaky salt dry.',
    details: ['Holds 6 oz', 'Stoneware and acacia'],
    images: 2,
  },
  {
    name: 'Pour-Over Coffee Dripper',
    categories: ['kitchen', 'mugs'],
    brand: 'saltmarsh',
    price: 34,
    weight: 0.8,
    stock: 19,
    featured: true,
    blurb: 'A ribbed ceramic cone for a clean, bright cup, one or two at a time.',
    details: ['Fits #2 filters', 'Porcelain', 'Single-hole design'],
    images: 3,
  },
  {
    name: 'Linen Apron',
    categories: ['kitchen', 'textiles'],
    brand: 'hollowOak',
    price: 38,
    weight: 0.5,
    blurb: 'Stonewashed linen with deep pockets and long ties that wrap to the front.',
    details: ['One size', '100% European linen', 'Machine washable'],
    variants: [
      { options: { Color: 'Natural' }, stock: 16 },
      { options: { Color: 'Rust' }, stock: 9 },
      { options: { Color: 'Charcoal' }, stock: 0 },
    ],
    images: 2,
  },
  {
    name: 'Glass Storage Jars',
    categories: ['kitchen'],
    brand: 'fernwood',
    price: 32,
    weight: 3,
    stock: 0,
    blurb: 'Three airtight jars with bamboo lids for flour, oats and coffee beans.',
    details: ['Set of 3', '1 qt each', 'Silicone seal'],
    images: 1,
  },
  {
    name: 'Pickling & Preserving Guide',
    categories: ['kitchen'],
    brand: 'fernwood',
    price: 12,
    weight: 0,
    digital: true,
    untracked: true,
    blurb: 'Forty tested recipes for jams, pickles and ferments, as a downloadable book.',
    details: ['PDF, 96 pages', 'Instant download'],
    images: 1,
  },

  // Home Decor
  {
    name: 'Ribbed Glass Vase',
    categories: ['decor'],
    brand: 'fernwood',
    price: 36,
    weight: 1.8,
    stock: 21,
    blurb: 'Mouth-blown glass with fine ribs that catch the light on a windowsill.',
    details: ['10 in tall', 'Mouth-blown glass', 'Each piece varies slightly'],
    images: 2,
  },
  {
    name: 'Stoneware Bud Vase Trio',
    categories: ['decor'],
    brand: 'saltmarsh',
    price: 30,
    salePrice: 24,
    weight: 1.5,
    stock: 13,
    blurb: 'Three little vases for a single stem each, in complementary glazes.',
    details: ['Set of 3', '4 to 6 in tall', 'Watertight glaze inside'],
    images: 3,
  },
  {
    name: 'Brass Candle Holder',
    categories: ['decor'],
    brand: 'alder',
    price: 27,
    weight: 0.9,
    stock: 30,
    blurb: 'Solid brass that develops a warm patina, for taper candles of any colour.',
    details: ['Fits standard tapers', 'Solid brass', 'Felt base'],
    images: 1,
  },
  {
    name: 'Fig & Cedar Soy Candle',
    categories: ['decor'],
    brand: 'fernwood',
    price: 22,
    weight: 1,
    blurb: 'Green fig and cedarwood in a clean-burning soy wax, poured by hand.',
    details: ['Cotton wick', '100% soy wax', 'Reusable glass vessel'],
    variants: [
      { options: { Size: '8 oz' }, stock: 40, price: 22 },
      { options: { Size: '14 oz' }, stock: 18, price: 34 },
    ],
    tiers: [{ quantity_min: 3, quantity_max: 0, type: 'percent', amount: 15 }],
    images: 2,
  },
  {
    name: 'Rattan Table Lamp',
    categories: ['decor'],
    brand: 'alder',
    price: 149,
    weight: 5.5,
    stock: 7,
    featured: true,
    blurb: 'A hand-woven rattan shade on a glazed ceramic base that throws a soft, warm light.',
    details: ['19 in tall', 'E26 bulb, up to 60 W', 'In-line switch'],
    images: 3,
  },
  {
    name: 'Round Wall Mirror',
    categories: ['decor'],
    brand: 'alder',
    price: 120,
    weight: 9,
    stock: 5,
    blurb: 'A slim iron frame around a 24-inch mirror, hung from a leather strap.',
    details: ['24 in diameter', 'Powder-coated iron', 'Leather hanging strap'],
    images: 2,
  },
  {
    name: 'Ceramic Table Lamp',
    categories: ['decor'],
    brand: 'saltmarsh',
    price: 135,
    weight: 6,
    stock: 0,
    blurb: 'A rounded stoneware base with a linen drum shade for bedside reading.',
    details: ['22 in tall', 'Linen shade', 'E26 bulb, up to 60 W'],
    images: 2,
  },
  {
    name: 'Woven Storage Basket',
    categories: ['decor'],
    brand: 'hollowOak',
    price: 44,
    weight: 1.6,
    blurb: 'Seagrass baskets with sturdy handles for blankets, toys and firewood.',
    details: ['Hand-woven seagrass', 'Spot clean'],
    variants: [
      { options: { Size: 'Small' }, stock: 12, price: 34 },
      { options: { Size: 'Medium' }, stock: 9, price: 44 },
      { options: { Size: 'Large' }, stock: 0, price: 58 },
    ],
    images: 2,
  },

  // Textiles
  {
    name: 'Linen Tea Towel Set',
    categories: ['textiles'],
    brand: 'hollowOak',
    price: 26,
    weight: 0.6,
    path: '/decor/textiles/linen-tea-towels/',
    blurb:
      'Two lint-free linen towels that dry glasses without a streak and soften with every wash.',
    details: ['Set of 2', '20 x 28 in', '100% linen'],
    variants: [
      { options: { Color: 'Natural' }, stock: 35 },
      { options: { Color: 'Sage' }, stock: 20 },
      { options: { Color: 'Rust' }, stock: 11 },
    ],
    tiers: [{ quantity_min: 4, quantity_max: 0, type: 'fixed', amount: 22 }],
    images: 3,
  },
  {
    name: 'Waffle Bath Towel',
    categories: ['textiles'],
    brand: 'hollowOak',
    price: 34,
    weight: 1.3,
    blurb: 'A light cotton waffle weave that dries fast and packs flat.',
    details: ['100% Turkish cotton', 'Machine washable'],
    variants: [
      { options: { Color: 'White', Size: 'Hand' }, stock: 25, price: 18 },
      { options: { Color: 'White', Size: 'Bath' }, stock: 14, price: 34 },
      { options: { Color: 'Stone', Size: 'Hand' }, stock: 0, price: 18 },
      { options: { Color: 'Stone', Size: 'Bath' }, stock: 6, price: 34 },
    ],
    images: 2,
  },
  {
    name: 'Chunky Knit Throw',
    categories: ['textiles'],
    brand: 'hollowOak',
    price: 98,
    salePrice: 79,
    retailPrice: 120,
    weight: 3.5,
    stock: 10,
    featured: true,
    blurb: 'A heavy cotton knit throw for the end of the sofa, with a soft fringe.',
    details: ['50 x 60 in', '100% cotton', 'Machine wash cold'],
    images: 3,
  },
  {
    name: 'Linen Cushion Cover',
    categories: ['textiles'],
    brand: 'hollowOak',
    price: 32,
    weight: 0.4,
    blurb: 'A washed linen cover with a hidden zip and a relaxed, slightly rumpled look.',
    details: ['20 x 20 in', 'Insert not included', 'Hidden zip'],
    variants: [
      { options: { Color: 'Oat' }, stock: 22 },
      { options: { Color: 'Terracotta' }, stock: 13 },
      { options: { Color: 'Ink' }, stock: 8 },
    ],
    images: 2,
  },
  {
    name: 'Cotton Table Runner',
    categories: ['textiles'],
    brand: 'hollowOak',
    price: 29,
    weight: 0.5,
    stock: 17,
    blurb: 'A hand-loomed runner with a subtle stripe to dress up a long table.',
    details: ['14 x 90 in', '100% cotton', 'Machine washable'],
    images: 1,
  },
  {
    name: 'Merino Wool Blanket',
    categories: ['textiles'],
    brand: 'hollowOak',
    price: 165,
    weight: 4,
    stock: 0,
    blurb: 'Woven from soft merino in a traditional herringbone, warm without the weight.',
    details: ['60 x 80 in', '100% merino wool', 'Dry clean'],
    images: 2,
  },
  {
    name: 'Quilted Placemats',
    categories: ['textiles'],
    brand: 'hollowOak',
    price: 36,
    salePrice: 28,
    weight: 0.8,
    stock: 24,
    blurb: 'Four quilted cotton placemats that wash well and lie flat.',
    details: ['Set of 4', '13 x 19 in', 'Machine washable'],
    images: 1,
  },

  // Garden
  {
    name: 'Terracotta Planter',
    categories: ['garden'],
    brand: 'saltmarsh',
    price: 24,
    weight: 3,
    path: '/garden/pots/terracotta-planter/',
    blurb: 'Classic unglazed terracotta that breathes, with a drainage hole and matching saucer.',
    details: ['Frost resistant', 'Drainage hole and saucer'],
    variants: [
      { options: { Size: '4 in' }, stock: 50, price: 16 },
      { options: { Size: '6 in' }, stock: 32, price: 24 },
      { options: { Size: '8 in' }, stock: 0, price: 34 },
    ],
    images: 3,
  },
  {
    name: 'Galvanized Watering Can',
    categories: ['garden'],
    brand: 'alder',
    price: 45,
    weight: 2.2,
    stock: 15,
    featured: true,
    blurb: 'A two-gallon can with a long spout and a brass rose for a gentle shower.',
    details: ['2 gal capacity', 'Galvanized steel', 'Removable brass rose'],
    images: 2,
  },
  {
    name: 'Herb Seed Collection',
    categories: ['garden'],
    brand: 'fernwood',
    price: 18,
    weight: 0.2,
    stock: 80,
    blurb:
      'Six packets of open-pollinated herbs: basil, parsley, chives, dill, coriander and thyme.',
    details: ['6 seed packets', 'Organic, open-pollinated', 'Growing guide included'],
    tiers: [
      { quantity_min: 3, quantity_max: 5, type: 'price', amount: 1 },
      { quantity_min: 6, quantity_max: 0, type: 'percent', amount: 20 },
    ],
    images: 1,
  },
  {
    name: 'Pruning Shears',
    categories: ['garden'],
    brand: 'alder',
    price: 39,
    weight: 0.6,
    stock: 28,
    blurb: 'Bypass shears with a clean-cutting steel blade and a spring that does not quit.',
    details: ['Cuts up to 3/4 in', 'Replaceable blade', 'Safety lock'],
    images: 2,
  },
  {
    name: 'Outdoor Lantern',
    categories: ['garden', 'decor'],
    brand: 'fernwood',
    price: 58,
    salePrice: 46,
    weight: 2.4,
    stock: 11,
    blurb: 'A weatherproof steel lantern for a pillar candle on the patio table.',
    details: ['14 in tall', 'Powder-coated steel', 'Tempered glass'],
    images: 2,
  },
  {
    name: 'Garden Kneeler Pad',
    categories: ['garden'],
    brand: 'hollowOak',
    price: 24,
    weight: 0.7,
    stock: 20,
    hidden: true,
    blurb: 'A waxed-cotton kneeler filled with dense foam. Coming soon.',
    details: ['Waxed cotton cover', 'Wipe clean'],
    images: 1,
  },
  {
    name: 'Jute Garden Twine',
    categories: ['garden'],
    brand: 'fernwood',
    price: 14,
    weight: 0.5,
    stock: 65,
    blurb: 'A tin of natural jute twine with a built-in cutter for tying up beans and tomatoes.',
    details: ['100 m of twine', 'Refillable tin with cutter'],
    images: 1,
  },
];

export const DEMO_PAGES = [
  {
    name: 'About Us',
    url: '/about-us/',
    sort: 1,
    body:
      '<h2>Goods for a slower kind of home</h2>' +
      '<p>We are a small team that loves well-made things. Everything in the shop comes from makers we know: ' +
      'potters on the coast, a linen mill that has been weaving for four generations, and a foundry that still ' +
      'pours its skillets by hand.</p>' +
      '<p>We choose pieces that last, that get better with use, and that you will reach for every day.</p>',
  },
  {
    name: 'Our Makers',
    url: '/about-us/makers/',
    sort: 2,
    parent: 'About Us',
    body:
      '<h2>The people behind the shop</h2>' +
      '<p><strong>Saltmarsh Ceramics</strong> throws every mug and bowl on the wheel. <strong>Alder &amp; Ash</strong> ' +
      'makes cookware and tools to be handed down. <strong>Fernwood Studio</strong> works in wood and glass, and ' +
      '<strong>Hollow Oak Linens</strong> weaves the textiles.</p>',
  },
  {
    name: 'Shipping & Returns',
    url: '/shipping-returns/',
    sort: 3,
    body:
      '<h2>Shipping</h2>' +
      '<p>Orders ship within two business days. Standard shipping is free on orders over $75; otherwise it is a flat $8 ' +
      'within the contiguous United States.</p>' +
      '<h2>Returns</h2>' +
      '<p>Changed your mind? Return unused items within 30 days for a full refund. Contact us with your order number ' +
      'and we will send a prepaid label.</p>',
  },
] as const;
