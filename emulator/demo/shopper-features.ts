import { type ServiceContext } from '../core';
import { insertPart, customFields, reviews } from '../catalog';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * What shoppers filter by beyond brand and price: each demo product's material, a custom
 * field the storefront's filters offer with the option values (Color, Size).
 */
const MATERIALS: Record<string, string> = {
  'Enamel Camp Mug': 'Enamel',
  'Stoneware Coffee Mug': 'Stoneware',
  'Espresso Cup Set': 'Stoneware',
  'Glass Tea Cup with Infuser': 'Glass',
  'Speckled Latte Bowl Mug': 'Stoneware',
  'Double-Walled Glass Tumbler Pair': 'Glass',
  'Hand-Thrown Tea Bowl': 'Stoneware',
  'Cast Iron Skillet': 'Cast iron',
  'Enamelled Dutch Oven': 'Cast iron',
  'Carbon Steel Wok': 'Steel',
  'Stainless Saucepan': 'Steel',
  'Copper Butter Warmer': 'Copper',
  'Half Sheet Pan': 'Steel',
  'Ceramic Baking Dish': 'Stoneware',
  'Olive Wood Cutting Board': 'Wood',
  'Walnut Serving Board': 'Wood',
  'Beechwood Utensil Set': 'Wood',
  'Salt Cellar with Lid': 'Wood',
  'Pour-Over Coffee Dripper': 'Stoneware',
  'Linen Apron': 'Linen',
  'Glass Storage Jars': 'Glass',
  'Ribbed Glass Vase': 'Glass',
  'Stoneware Bud Vase Trio': 'Stoneware',
  'Brass Candle Holder': 'Brass',
  'Rattan Table Lamp': 'Rattan',
  'Ceramic Table Lamp': 'Stoneware',
  'Woven Storage Basket': 'Rattan',
  'Linen Tea Towel Set': 'Linen',
  'Waffle Bath Towel': 'Cotton',
  'Chunky Knit Throw': 'Wool',
  'Linen Cushion Cover': 'Linen',
  'Cotton Table Runner': 'Cotton',
  'Merino Wool Blanket': 'Wool',
  'Quilted Placemats': 'Cotton',
  'Terracotta Planter': 'Terracotta',
  'Galvanized Watering Can': 'Steel',
  'Pruning Shears': 'Steel',
  'Outdoor Lantern': 'Steel',
  'Jute Garden Twine': 'Jute',
};

/** Heavy or bulky pieces the shop sends free (the free-shipping filter). */
const FREE_SHIPPING = [
  'Cast Iron Skillet',
  'Enamelled Dutch Oven',
  'Rattan Table Lamp',
  'Round Wall Mirror',
  'Merino Wool Blanket',
  'Chunky Knit Throw',
  'Galvanized Watering Can',
];

interface DemoReview {
  product: string;
  name: string;
  rating: number;
  title: string;
  text: string;
  /** How long ago it was written. */
  days: number;
  /** Waiting for the merchant: not shown to shoppers. */
  pending?: boolean;
}

const REVIEWS: DemoReview[] = [
  {
    product: 'Enamel Camp Mug',
    name: 'Priya N.',
    rating: 5,
    days: 3,
    title: 'Lives on my desk now',
    text: 'Light, tough and the cream colour is lovely. Coffee stays warm longer than I expected.',
  },
  {
    product: 'Enamel Camp Mug',
    name: 'Tom B.',
    rating: 4,
    days: 11,
    title: 'Great for camping',
    text: 'Took it on a week-long trip. A small chip on the rim after a drop, but still going strong.',
  },
  {
    product: 'Enamel Camp Mug',
    name: 'Lena',
    rating: 5,
    days: 20,
    title: 'Bought three more',
    text: 'We use them at home and in the van. Easy to clean.',
  },
  {
    product: 'Enamel Camp Mug',
    name: 'Marco',
    rating: 3,
    days: 34,
    title: 'Gets hot to hold',
    text: 'Looks great, but the metal handle gets hot with a fresh pour.',
  },
  {
    product: 'Enamel Camp Mug',
    name: 'Sasha K.',
    rating: 5,
    days: 40,
    title: 'Perfect size',
    text: 'Twelve ounces is just right for a morning coffee.',
  },
  {
    product: 'Enamel Camp Mug',
    name: 'Dev',
    rating: 4,
    days: 52,
    title: 'Solid mug',
    text: 'Does exactly what it should.',
  },
  {
    product: 'Enamel Camp Mug',
    name: 'Anonymous',
    rating: 1,
    days: 1,
    title: 'Not for me',
    text: 'Waiting for approval.',
    pending: true,
  },
  {
    product: 'Stoneware Coffee Mug',
    name: 'Jules',
    rating: 5,
    days: 6,
    title: 'Beautiful glaze',
    text: 'The sage glaze is even nicer in person. Feels substantial in the hand.',
  },
  {
    product: 'Stoneware Coffee Mug',
    name: 'Hannah P.',
    rating: 4,
    days: 15,
    title: 'Lovely, a bit heavy',
    text: 'A very pretty mug; heavier than it looks.',
  },
  {
    product: 'Cast Iron Skillet',
    name: 'Rob',
    rating: 5,
    days: 9,
    title: 'Better than my old one',
    text: 'Came well seasoned. Eggs slid right off on day one.',
  },
  {
    product: 'Cast Iron Skillet',
    name: 'Ines',
    rating: 5,
    days: 22,
    title: 'Worth the weight',
    text: 'Heavy, as it should be. Perfect sear every time.',
  },
  {
    product: 'Cast Iron Skillet',
    name: 'Chris',
    rating: 4,
    days: 30,
    title: 'Great pan',
    text: 'The 10 inch is the sweet spot for two people.',
  },
  {
    product: 'Enamelled Dutch Oven',
    name: 'Aiko',
    rating: 5,
    days: 12,
    title: 'Bread every weekend',
    text: 'Makes a fantastic crusty loaf. The flame colour brightens the kitchen.',
  },
  {
    product: 'Enamelled Dutch Oven',
    name: 'Peter',
    rating: 3,
    days: 45,
    title: 'Good but pricey',
    text: 'Cooks well, but the enamel stained a little after a curry.',
  },
  {
    product: 'Linen Apron',
    name: 'Maya',
    rating: 4,
    days: 8,
    title: 'Soft after one wash',
    text: 'The rust colour is gorgeous. Pockets are deep enough for a phone.',
  },
  {
    product: 'Olive Wood Cutting Board',
    name: 'Gabe',
    rating: 5,
    days: 18,
    title: 'A real centrepiece',
    text: 'We use it for serving more than cutting. The grain is stunning.',
  },
  {
    product: 'Chunky Knit Throw',
    name: 'Noor',
    rating: 5,
    days: 5,
    title: 'So cosy',
    text: 'Heavy, warm and it looks great over the sofa arm.',
  },
  {
    product: 'Chunky Knit Throw',
    name: 'Ellis',
    rating: 2,
    days: 27,
    title: 'Sheds a lot',
    text: 'Pretty, but it left fluff everywhere for the first weeks.',
  },
  {
    product: 'Terracotta Planter',
    name: 'Ravi',
    rating: 4,
    days: 14,
    title: 'Good drainage',
    text: 'The saucer fits well. My basil is thriving.',
  },
  {
    product: 'Fig & Cedar Soy Candle',
    name: 'Claire',
    rating: 5,
    days: 4,
    title: 'Smells like autumn',
    text: 'Burns evenly and the scent fills the room without being too much.',
  },
];

const productIdOf = (ctx: ServiceContext, name: string) =>
  (
    ctx.db.prepare('SELECT id FROM catalog_products WHERE name = ?').get(name) as
      { id: number } | undefined
  )?.id;

/**
 * Materials, free shipping and reviews for the demo catalog's products (found by name, so
 * a catalog that is not the demo's is left alone), checked as the management API checks
 * them, and announced to no one, as the rest of the demo data.
 */
export function seedDemoShopperFeatures(ctx: ServiceContext): void {
  for (const [product, material] of Object.entries(MATERIALS)) {
    const id = productIdOf(ctx, product);
    if (id) insertPart(ctx, customFields, id, { name: 'Material', value: material });
  }
  for (const product of FREE_SHIPPING) {
    const id = productIdOf(ctx, product);
    if (id) ctx.db.prepare('UPDATE catalog_products SET is_free_shipping = 1 WHERE id = ?').run(id);
  }
  const now = ctx.clock.now();
  for (const review of REVIEWS) {
    const id = productIdOf(ctx, review.product);
    if (!id) continue;
    insertPart(ctx, reviews, id, {
      name: review.name,
      title: review.title,
      text: review.text,
      rating: review.rating,
      status: review.pending ? 'pending' : 'approved',
      date_reviewed: new Date(now - review.days * DAY_MS).toISOString(),
    });
  }
}
