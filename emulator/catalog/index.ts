import { type ServiceModule } from '../context';
import { registerImageRoute } from './images/route';
import { registerProductRoutes } from './routes/products';
import { registerTaxonomyRoutes } from './routes/taxonomy';
import { registerVariantRoutes } from './routes/variants';
import { catalogSchema } from './schema';

/**
 * The catalog: products, variants, options, images, categories and brands, with the
 * management interface under the Products scopes and the product illustrations served at
 * `/images/...`. Other modules use the functions exported below, never the tables.
 */
export const catalogModule: ServiceModule = {
  name: 'catalog',
  schema: catalogSchema,
  management(app, ctx) {
    registerProductRoutes(app, ctx);
    registerVariantRoutes(app, ctx);
    registerTaxonomyRoutes(app, ctx);
  },
  storefront(app, ctx) {
    registerImageRoute(app, ctx);
  },
};

// The repository API for other modules (storefront GraphQL, carts, orders, price lists).
export { getProduct, getProductByPath, listProducts, PRODUCT_INCLUDES } from './products/read';
export type { ProductInclude, ProductListQuery } from './products/read';
export type { ProductFilter, ProductSort } from './products/filter';
export { createProduct, updateProduct, deleteProduct } from './products/write';
export { bulkPricingRulesOf } from './products/bulk-pricing-rules';
export { getVariant, getVariantBySku, hasOptionValues, variantsOf, listVariants, optionsOf } from './variants/read';
export { createVariant, updateVariant } from './variants/write';
export { imagesOf, primaryImageOf, getImage, countImages } from './images/read';
export { categoryTree, getCategory, getCategoryByPath, listCategories, descendantCategoryIds, createCategory, visibleProductCounts } from './taxonomy/categories';
export { listBrands, getBrand, getBrandByPath, createBrand } from './taxonomy/brands';
export { resolveCatalogPath } from './urls';
export type { PathOwner } from './urls';
export { adjustInventory, stockOf, whyNotPurchasable, InsufficientStockError } from './inventory';
export type { Stock } from './inventory';
export { unitPrice, unitPriceUnder, quote, catalogPriceRecord, priceListRecordFor, priceRecordFor, tierFor } from './pricing';
export type { UnitPrice, UnitPriceQuery, PriceRecord, BulkTier } from './pricing';
export type * from './shapes';
export { contentPagesModule } from './content-pages';
export { getPage, getPageByPath, listPages, createPage } from './content-pages/repository';
export type { ContentPage, ContentPageV3 } from './content-pages/repository';
