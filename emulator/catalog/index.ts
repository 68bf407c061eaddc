import { type ServiceModule } from '../core';
import { registerMetafieldRoutes } from '../metafields';
import {
  migrateProductChannels,
  productChannelsSchema,
  registerAssignmentRoutes,
} from './assignments';
import { registerImageRoute } from './images/route';
import {
  brandMetafields,
  categoryMetafields,
  productMetafields,
  variantMetafields,
} from './metafields';
import { productPartsSchema, registerProductPartRoutes } from './product-parts';
import { registerCatalogBatchRoutes } from './routes/batches';
import { registerBulkPricingRuleRoutes } from './routes/bulk-pricing-rules';
import { registerImageWriteRoutes } from './routes/images';
import { registerProductRoutes } from './routes/products';
import { registerSummaryRoute } from './routes/summary';
import { registerTaxonomyRoutes } from './routes/taxonomy';
import { registerTaxonomyWriteRoutes } from './routes/taxonomy-writes';
import { registerVariantRoutes } from './routes/variants';
import { catalogSchema, migrateCatalog } from './schema';
import { migrateProductTextSearch, productTextSearchSchema } from './products/text-search';
import { facetGroupsSchema, migrateFacetGroups } from './products/facet-groups';
import { registerUploadRoute, uploadsSchema } from './uploads';

/**
 * The catalog: products, variants, options, images, categories and brands, with the
 * management interface under the Products scopes and the product illustrations served at
 * `/images/...`. Other modules use the functions exported below, never the tables.
 */
export const catalogModule: ServiceModule = {
  name: 'catalog',
  schema: [
    catalogSchema,
    productTextSearchSchema,
    productPartsSchema,
    productChannelsSchema,
    uploadsSchema,
    // Last: its triggers watch the tables above.
    facetGroupsSchema,
  ].join('\n'),
  init(ctx) {
    migrateCatalog(ctx.db);
    migrateProductTextSearch(ctx.db);
    migrateFacetGroups(ctx.db);
    migrateProductChannels(ctx.db);
  },
  management(app, ctx) {
    registerProductRoutes(app, ctx);
    registerCatalogBatchRoutes(app, ctx);
    registerImageWriteRoutes(app, ctx);
    registerBulkPricingRuleRoutes(app, ctx);
    registerProductPartRoutes(app, ctx);
    registerAssignmentRoutes(app, ctx);
    registerSummaryRoute(app, ctx);
    registerVariantRoutes(app, ctx);
    registerTaxonomyRoutes(app, ctx);
    registerTaxonomyWriteRoutes(app, ctx);
    for (const resource of [
      productMetafields,
      variantMetafields,
      brandMetafields,
      categoryMetafields,
    ])
      registerMetafieldRoutes(app, ctx, resource);
  },
  storefront(app, ctx) {
    registerImageRoute(app, ctx);
    registerUploadRoute(app, ctx);
  },
};

// The repository API for other modules (storefront GraphQL, carts, orders, price lists).
export {
  getProduct,
  getProductByPath,
  countProducts,
  listProductPage,
  listProducts,
  PRODUCT_INCLUDES,
} from './products/read';
export { relatedProductCount, relatedProductIds, type RelatedFilter } from './products/related';
export type { ProductInclude, ProductListQuery } from './products/read';
export type { ProductFilter, ProductSort } from './products/filter';
export {
  CATALOG_VARIANT_PRICE,
  SHOWN_VARIANT_ORDER,
  refreshFacetGroups,
} from './products/facet-groups';
export type { FacetGroup } from './products/facet-groups';
export {
  CATALOG_PRICE,
  facetCells,
  searchConditions,
  searchedProductCount,
  searchedProductIds,
} from './products/faceted-search';
export type {
  FacetCell,
  SearchCondition,
  SearchOrder,
  SearchScope,
} from './products/faceted-search';
export { createProduct, updateProduct, deleteProduct } from './products/write';
export { bulkPricingRulesOf } from './products/bulk-pricing-rules';
export { indexNewProductsAfter } from './products/text-search';
export {
  getVariant,
  getVariantBySku,
  hasOptionValues,
  variantsOf,
  listVariants,
  optionsOf,
} from './variants/read';
export { createVariant, updateVariant, setVariantImage } from './variants/write';
export { imagesOf, primaryImageOf, getImage, countImages } from './images/read';
export { variantImageOf, variantPicturePath, variantColour } from './images/variant-image';
export {
  categoryTree,
  getCategory,
  getCategoryByPath,
  listCategories,
  descendantCategoryIds,
  createCategory,
  visibleProductCounts,
} from './taxonomy/categories';
export { listBrands, getBrand, getBrandByPath, createBrand } from './taxonomy/brands';
export { channelsOf } from './assignments';
export { resolveCatalogPath, slugOf, pathOfSlug } from './urls';
export type { PathOwner } from './urls';
export { adjustInventory, stockOf, whyNotPurchasable, InsufficientStockError } from './inventory';
export type { Stock } from './inventory';
export {
  unitPrice,
  unitPriceUnder,
  quote,
  catalogPriceRecord,
  priceRecordFor,
  tierFor,
} from './pricing';
export type { UnitPrice, UnitPriceQuery, PriceRecord, BulkTier, PricingCurrency } from './pricing';
export type * from './shapes';
export { approvedReviews, addShopperReview } from './product-parts/shopper-reviews';
export { customFieldsOf } from './product-parts';
export type { Review, ReviewSort, ShopperReview } from './product-parts/shopper-reviews';
export { contentPagesModule } from './content-pages';
export { getPage, getPageByPath, listPages, createPage } from './content-pages/repository';
export type { ContentPage, ContentPageV3 } from './content-pages/repository';

export { publishProductEvent } from './events';
export { productCreateBody } from './inputs';
export { priceListRecords } from './pricing';
export { customFields } from './product-parts/custom-fields';
export { insertPart } from './product-parts/parts';
export { reviews } from './product-parts/reviews';
