import { localesOf, ownerOfTranslatedPath } from '../../locales';
import { localized } from './localized';
import {
  type CategoryNode,
  type Product,
  type ProductImage,
  type ProductListQuery,
  categoryTree,
  getBrand,
  getCategory,
  getProduct,
  getVariant,
  getVariantBySku,
  hasOptionValues,
  imagesOf,
  listBrands,
  countProducts,
  listProductPage,
  listProducts,
  primaryImageOf,
  variantImageOf,
  resolveCatalogPath,
  stockOf,
  visibleProductCounts,
  whyNotPurchasable,
  countImages,
  relatedProductCount,
  relatedProductIds,
} from '../../catalog';
import { type GraphQLContext } from '../context';
import { type Resolvers } from '../generated/resolvers';
import { type ImageModel, type ProductSearchModel } from '../models';
import {
  type PageArgs,
  connectionOf,
  connectionOfList,
  windowConnectionOf,
  nodeId,
  pageWindow,
  parseNodeId,
} from '../relay';
import { visiblePage } from './content';
import { displayCurrency } from './currencies';
import { productPrices, variantPrices } from './prices';
import { perRequest, pricingOf, productOptionsOf, productVariantsOf } from './shopper';
import { shopperUnitPriceSql } from '../../pricelists';

const IMAGE_WIDTHS = [
  { size: 'tiny', max: 80 },
  { size: 'thumbnail', max: 330 },
  { size: 'standard', max: 560 },
] as const;

/** The smallest size the store serves that is at least `width` wide. */
function imageUrlFor(image: ProductImage, width: number): string {
  const size = IMAGE_WIDTHS.find((s) => width <= s.max)?.size ?? 'zoom';
  return image[`url_${size}`];
}

export const imageModel = (image: ProductImage, fallbackAlt: string): ImageModel => ({
  image,
  altText: image.description || fallbackAlt,
});

/** One page of visible products matching `filter`, as a connection. */
function productConnection(ctx: GraphQLContext, filter: ProductListQuery, args: PageArgs) {
  const query = { ...filter, visibleOnly: true };
  return windowConnectionOf(
    args,
    ({ offset, limit }) => listProductPage(ctx.svc, { ...query, first: limit, offset }),
    () => countProducts(ctx.svc, query),
  );
}

type ListingSort = ProductSearchModel['sort'];

const isPriceSort = (sort: ListingSort) => sort === 'LOWEST_PRICE' || sort === 'HIGHEST_PRICE';

/**
 * Products in a listing's order. An order by price is by what this shopper pays (their
 * channel's and group's prices, which the catalog's own price column does not know), so
 * those are priced and sorted here; `priceOf` gives a product's price.
 */
export function inListingOrder<T>(
  items: readonly T[],
  sort: ListingSort,
  priceOf: (item: T) => number | undefined,
  idOf: (item: T) => number,
): T[] {
  if (!isPriceSort(sort)) return [...items];
  const priced = items.map((item) => ({ item, amount: priceOf(item) ?? 0 }));
  priced.sort(
    (a, b) =>
      (sort === 'LOWEST_PRICE' ? a.amount - b.amount : b.amount - a.amount) ||
      idOf(a.item) - idOf(b.item),
  );
  return priced.map((p) => p.item);
}

/**
 * A category's listing, paged in the database: by the shopper's price in SQL too (price
 * lists, sales and variants' overrides), except where the channel shows prices converted
 * from the store's currency, whose rounding stays in JavaScript (`productPrices`).
 */
function shopperListing(
  ctx: GraphQLContext,
  filter: ProductListQuery,
  sort: ListingSort,
  args: PageArgs,
) {
  if (!isPriceSort(sort)) return productConnection(ctx, { ...filter, ...SEARCH_SORTS[sort] }, args);
  if (displayCurrency(ctx, null).exchangeRate === 1) {
    const { channelId, customerGroupId } = pricingOf(ctx);
    const { sql, params } = shopperUnitPriceSql(ctx.svc, channelId, customerGroupId);
    return productConnection(ctx, { ...filter, ...SEARCH_SORTS[sort], by: { sql, params } }, args);
  }
  const products = listProducts(ctx.svc, {
    ...filter,
    ...SEARCH_SORTS[sort],
    visibleOnly: true,
  }).items;
  return connectionOfList(
    inListingOrder(
      products,
      sort,
      (product) => productPrices(ctx, product)?.unit.calculatedPrice,
      (product) => product.id,
    ),
    args,
  );
}

/** Tracked products with nothing left to sell are left out when asked. */
export const stockFilter = (hideOutOfStock: boolean | null | undefined): ProductListQuery =>
  hideOutOfStock ? { outOfStock: false } : {};

export const SEARCH_SORTS: Record<
  ProductSearchModel['sort'],
  Pick<ProductListQuery, 'sort' | 'direction'>
> = {
  A_TO_Z: { sort: 'name', direction: 'asc' },
  Z_TO_A: { sort: 'name', direction: 'desc' },
  NEWEST: { sort: 'date_created', direction: 'desc' },
  FEATURED: { sort: 'sort_order', direction: 'asc' },
  LOWEST_PRICE: { sort: 'calculated_price', direction: 'asc' },
  HIGHEST_PRICE: { sort: 'calculated_price', direction: 'desc' },
  BEST_SELLING: { sort: 'total_sold', direction: 'desc' },
  BEST_REVIEWED: { sort: 'sort_order', direction: 'asc' },
  RELEVANCE: { sort: 'sort_order', direction: 'asc' },
};

/** Whether any of the product's variants can be sold from stock (or stock is not counted). */
export function isInStock(ctx: GraphQLContext, product: Product): boolean {
  const tracked = product.inventory_tracking !== 'none';
  // A variant's inventory_level is the stock it reports (its own or the product's).
  return productVariantsOf(ctx, product.id).some((v) => !tracked || v.inventory_level > 0);
}

function visibleProduct(ctx: GraphQLContext, id: number): Product | null {
  const product = getProduct(ctx.svc, id);
  return product?.is_visible ? product : null;
}

/** Visible products per category (descendants included), counted once per request for the whole tree. */
const productCountsOf = perRequest((ctx) => visibleProductCounts(ctx.svc));

function findInTree(nodes: CategoryNode[], id: number): CategoryNode | null {
  for (const node of nodes) {
    if (node.id === id) return node;
    const found = findInTree(node.children, id);
    if (found) return found;
  }
  return null;
}

function plainText(html: string, limit: number): string {
  const text = html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
  return text.length > limit ? `${text.slice(0, Math.max(0, limit - 3)).trimEnd()}...` : text;
}

const DISPLAY_STYLES = {
  radio_buttons: 'RadioButtons',
  rectangles: 'RectangleBoxes',
  dropdown: 'DropdownList',
  swatch: 'Swatch',
} as const;

export const catalogResolvers: Resolvers = {
  Query: {
    shopperPreferences: (_root, _a, ctx) => ({ locale: { resolved: ctx.locale } }),
    site: () => ({}),
  },

  Site: {
    search: () => ({}),
    settings: () => ({}),
    categoryTree: (_site, { rootEntityId }, ctx) => {
      const tree = categoryTree(ctx.svc, { visibleOnly: true });
      if (!rootEntityId) return tree;
      return findInTree(tree, rootEntityId)?.children ?? [];
    },
    category: (_site, { entityId }, ctx) => {
      const category = getCategory(ctx.svc, entityId);
      return category?.is_visible ? category : null;
    },
    brand: (_site, { entityId }, ctx) => getBrand(ctx.svc, entityId),
    brands: (_site, args, ctx) => {
      const { offset, limit } = pageWindow(args, () => listBrands(ctx.svc).total);
      const ids = args.entityIds.length ? args.entityIds : undefined;
      const { items, total } = listBrands(ctx.svc, { ids, limit, offset });
      return connectionOf(items, offset, total);
    },
    products: (_site, args, ctx) => {
      const ids = [...args.entityIds, ...args.ids.map((id) => Number(parseNodeId(id)?.id))];
      return productConnection(
        ctx,
        { ...(ids.length ? { ids } : {}), ...stockFilter(args.hideOutOfStock), sort: 'sort_order' },
        args,
      );
    },
    newestProducts: (_site, args, ctx) =>
      productConnection(
        ctx,
        { ...stockFilter(args.hideOutOfStock), sort: 'date_created', direction: 'desc' },
        args,
      ),
    featuredProducts: (_site, args, ctx) =>
      productConnection(
        ctx,
        { featured: true, ...stockFilter(args.hideOutOfStock), sort: 'sort_order' },
        args,
      ),
    product: (_site, args, ctx) => {
      if (args.entityId) return visibleProduct(ctx, args.entityId);
      if (args.variantEntityId) {
        const variant = getVariant(ctx.svc, args.variantEntityId);
        return variant ? visibleProduct(ctx, variant.product_id) : null;
      }
      if (args.sku) {
        const variant = getVariantBySku(ctx.svc, args.sku);
        return variant ? visibleProduct(ctx, variant.product_id) : null;
      }
      if (args.id) {
        const node = parseNodeId(args.id);
        return node?.type === 'Product' ? visibleProduct(ctx, Number(node.id)) : null;
      }
      return null;
    },
    // A path in the request's language (a translated custom URL) first, then the resource's own.
    route: (_site, { path }, ctx) => {
      const owner =
        ownerOfTranslatedPath(ctx.svc, ctx.channelId, ctx.locale, path) ??
        resolveCatalogPath(ctx.svc, path);
      if (!owner) return { node: null };
      if (owner.type === 'product') return { node: visibleProduct(ctx, owner.id) };
      if (owner.type === 'category') {
        const category = getCategory(ctx.svc, owner.id);
        return { node: category?.is_visible ? category : null };
      }
      if (owner.type === 'brand') return { node: getBrand(ctx.svc, owner.id) };
      if (owner.type === 'page') return { node: visiblePage(ctx, owner.id) };
      return { node: null };
    },
  },

  Settings: {
    storeName: (_s, _a, ctx) => ctx.svc.store.name,
    storeHash: (_s, _a, ctx) => ctx.svc.store.hash,
    channelId: (_s, _a, ctx) => ctx.channelId,
    locales: (_s, _a, ctx) =>
      localesOf(ctx.svc, ctx.channelId).map((l) => ({ code: l.code, isDefault: l.is_default })),
  },

  Product: {
    id: (p) => nodeId('Product', p.id),
    entityId: (p) => p.id,
    sku: (p) => p.sku,
    path: (p, _a, ctx) => localized(ctx, 'product', p.id).custom_url ?? p.custom_url.url,
    name: (p, _a, ctx) => localized(ctx, 'product', p.id).name ?? p.name,
    description: (p, _a, ctx) => localized(ctx, 'product', p.id).description ?? p.description,
    plainTextDescription: (p, { characterLimit }, ctx) =>
      plainText(
        localized(ctx, 'product', p.id).description ?? p.description,
        characterLimit ?? 120,
      ),
    warranty: (p) => p.warranty,
    minPurchaseQuantity: (p) => p.order_quantity_minimum || null,
    maxPurchaseQuantity: (p) => p.order_quantity_maximum || null,
    addToCartUrl: (p, _a, ctx) => `${ctx.svc.origin}/cart.php?action=add&product_id=${p.id}`,
    prices: (p, { currencyCode }, ctx) =>
      productPrices(ctx, p, displayCurrency(ctx, currencyCode ?? null)),
    weight: (p) => ({ value: p.weight, unit: 'lbs' }),
    type: (p) => p.type,
    showCartAction: (p) => p.availability !== 'disabled',
    availabilityV2: (p) =>
      p.availability === 'disabled'
        ? {
            __typename: 'ProductUnavailable' as const,
            status: 'Unavailable' as const,
            description: p.availability_description,
            message: 'Not available for purchase.',
          }
        : p.availability === 'preorder'
          ? {
              __typename: 'ProductUnavailable' as const,
              status: 'Preorder' as const,
              description: p.availability_description,
              message: p.preorder_message || 'Available to pre-order.',
            }
          : {
              __typename: 'ProductAvailable' as const,
              status: 'Available' as const,
              description: p.availability_description,
            },
    brand: (p, _a, ctx) => (p.brand_id ? getBrand(ctx.svc, p.brand_id) : null),
    categories: (p, args, ctx) =>
      connectionOfList(
        p.categories
          .map((id) => getCategory(ctx.svc, id))
          .filter((c) => c?.is_visible)
          .map((c) => c!),
        args,
      ),
    variants: (p, args, ctx) => {
      let variants = productVariantsOf(ctx, p.id);
      if (args.entityIds.length) variants = variants.filter((v) => args.entityIds.includes(v.id));
      if (args.skus.length) variants = variants.filter((v) => args.skus.includes(v.sku));
      if (args.optionValueIds.length) {
        const chosen = args.optionValueIds.map((o) => ({
          optionId: o.optionEntityId,
          valueId: o.valueEntityId,
        }));
        variants = variants.filter((v) => hasOptionValues(v, chosen));
      }
      if (args.isPurchasable !== null && args.isPurchasable !== undefined) {
        variants = variants.filter(
          (v) => (whyNotPurchasable(ctx.svc, v.id, 1) === null) === args.isPurchasable,
        );
      }
      return connectionOfList(variants, args);
    },
    productOptions: (p, args, ctx) =>
      connectionOfList(
        productOptionsOf(ctx, p.id).map((option) => ({
          option,
          selectedValueIds: new Set<number>(),
        })),
        args,
      ),
    images: (p, args, ctx) => {
      const total = countImages(ctx.svc, p.id);
      const { offset, limit } = pageWindow(args, () => total);
      const name = localized(ctx, 'product', p.id).name ?? p.name;
      const images = imagesOf(ctx.svc, p.id, { limit, offset }).map((image) =>
        imageModel(image, name),
      );
      return connectionOf(images, offset, total);
    },
    defaultImage: (p, _a, ctx) => {
      const image = primaryImageOf(ctx.svc, p.id);
      return image ? imageModel(image, localized(ctx, 'product', p.id).name ?? p.name) : null;
    },
    inventory: (p, _a, ctx) => {
      const tracked = p.inventory_tracking !== 'none';
      return {
        isInStock: isInStock(ctx, p),
        hasVariantInventory: p.inventory_tracking === 'variant',
        aggregated: tracked
          ? { availableToSell: p.inventory_level, warningLevel: p.inventory_warning_level }
          : null,
      };
    },
    relatedProducts: (p, args, ctx) => {
      const filter = { inStockOnly: Boolean(args.hideOutOfStock) };
      return windowConnectionOf(
        args,
        (window) =>
          relatedProductIds(ctx.svc, p, filter, window).map((id) => getProduct(ctx.svc, id)!),
        () => relatedProductCount(ctx.svc, p, filter),
      );
    },
    seo: (p, _a, ctx) => {
      const t = localized(ctx, 'product', p.id);
      return {
        pageTitle: t.page_title ?? (p.page_title || (t.name ?? p.name)),
        metaDescription:
          t.meta_description ??
          (p.meta_description || plainText(t.description ?? p.description, 160)),
        metaKeywords: p.meta_keywords.join(', '),
      };
    },
  },

  Variant: {
    id: (v) => nodeId('Variant', v.id),
    entityId: (v) => v.id,
    sku: (v) => v.sku,
    weight: (v) => ({ value: v.calculated_weight, unit: 'lbs' }),
    isPurchasable: (v, _a, ctx) => whyNotPurchasable(ctx.svc, v.id, 1) === null,
    prices: (v, { currencyCode }, ctx) =>
      variantPrices(ctx, v.id, displayCurrency(ctx, currencyCode ?? null)),
    inventory: (v, _a, ctx) => {
      const stock = stockOf(ctx.svc, v.id);
      if (!stock) return null;
      return {
        isInStock: stock.inStock,
        aggregated:
          stock.level === null
            ? null
            : { availableToSell: stock.level, warningLevel: v.inventory_warning_level },
      };
    },
    defaultImage: (v, _a, ctx) => {
      const image = variantImageOf(ctx.svc, v);
      return image ? imageModel(image, v.sku) : null;
    },
    // The product's options, each with just the value this variant has, marked selected.
    productOptions: (v, args, ctx) => {
      const chosen = new Set(v.option_values.map((ov) => ov.id));
      const options = productOptionsOf(ctx, v.product_id)
        .filter((o) => o.option_values.some((value) => chosen.has(value.id)))
        .map((o) => ({
          option: { ...o, option_values: o.option_values.filter((value) => chosen.has(value.id)) },
          selectedValueIds: chosen,
        }));
      return connectionOfList(options, args);
    },
  },

  MultipleChoiceOption: {
    entityId: (o) => o.option.id,
    displayName: (o) => o.option.display_name,
    displayStyle: (o) => DISPLAY_STYLES[o.option.type],
    isRequired: () => true,
    isVariantOption: () => true,
    values: (o, args) =>
      connectionOfList(
        o.option.option_values.map((value) => ({
          value,
          selected: o.selectedValueIds.size ? o.selectedValueIds.has(value.id) : null,
        })),
        args,
      ),
  },

  MultipleChoiceOptionValue: {
    entityId: (v) => v.value.id,
    label: (v) => v.value.label,
    isDefault: (v) => v.value.is_default,
    isSelected: (v) => v.selected,
  },

  CatalogProductOption: { __resolveType: () => 'MultipleChoiceOption' },
  CatalogProductOptionValue: { __resolveType: () => 'MultipleChoiceOptionValue' },

  Image: {
    url: (i, { width }) => imageUrlFor(i.image, width),
    urlOriginal: (i) => i.image.url_zoom,
    altText: (i) => i.altText,
    isDefault: (i) => i.image.is_thumbnail,
  },

  Category: {
    id: (c) => nodeId('Category', c.id),
    entityId: (c) => c.id,
    name: (c, _a, ctx) => localized(ctx, 'category', c.id).name ?? c.name,
    path: (c, _a, ctx) => localized(ctx, 'category', c.id).custom_url ?? c.custom_url.url,
    description: (c, _a, ctx) => localized(ctx, 'category', c.id).description ?? c.description,
    defaultImage: () => null,
    seo: (c, _a, ctx) => {
      const t = localized(ctx, 'category', c.id);
      return {
        pageTitle: t.page_title ?? (c.page_title || (t.name ?? c.name)),
        metaDescription: t.meta_description ?? c.meta_description,
        metaKeywords: c.meta_keywords.join(', '),
      };
    },
    products: (c, args, ctx) => {
      const sort = args.sortBy && args.sortBy !== 'DEFAULT' ? args.sortBy : 'FEATURED';
      return shopperListing(
        ctx,
        { categoryId: c.id, includeSubcategories: true, ...stockFilter(args.hideOutOfStock) },
        sort,
        args,
      );
    },
  },

  CategoryTreeItem: {
    entityId: (c) => c.id,
    name: (c, _a, ctx) => localized(ctx, 'category', c.id).name ?? c.name,
    path: (c, _a, ctx) => localized(ctx, 'category', c.id).custom_url ?? c.custom_url.url,
    description: (c, _a, ctx) => localized(ctx, 'category', c.id).description ?? c.description,
    image: () => null,
    hasChildren: (c) => c.children.length > 0,
    children: (c) => c.children,
    productCount: (c, _a, ctx) => productCountsOf(ctx).get(c.id) ?? 0,
  },

  Brand: {
    id: (b) => nodeId('Brand', b.id),
    entityId: (b) => b.id,
    name: (b, _a, ctx) => localized(ctx, 'brand', b.id).name ?? b.name,
    path: (b, _a, ctx) => localized(ctx, 'brand', b.id).custom_url ?? b.custom_url.url,
    defaultImage: () => null,
    seo: (b, _a, ctx) => {
      const t = localized(ctx, 'brand', b.id);
      return {
        pageTitle: t.page_title ?? (b.page_title || (t.name ?? b.name)),
        metaDescription: t.meta_description ?? b.meta_description,
        metaKeywords: b.meta_keywords.join(', '),
      };
    },
    products: (b, args, ctx) =>
      productConnection(
        ctx,
        { brandId: b.id, ...stockFilter(args.hideOutOfStock), sort: 'sort_order' },
        args,
      ),
  },
};
