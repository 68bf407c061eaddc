import { type Resolvers } from '../generated/resolvers';
import { getProduct } from '../../catalog';
import { connectionOf, connectionOfList, pageWindow } from '../relay';
import { searchResultCount, searchResultIds } from '../search/chosen';
import { searchFacets } from '../search/facets';

/** `site.search.searchProducts`: products narrowed by a term, a page's category and facets, and the facets with their counts. */
export const searchResolvers: Resolvers = {
  SearchQueries: {
    searchProducts: (_q, { filters, sort }) => ({
      searchTerm: filters.searchTerm,
      categoryId: filters.categoryEntityId ?? null,
      categoryIds: filters.categoryEntityIds ?? [],
      includeSubcategories: filters.searchSubCategories ?? true,
      brandIds: filters.brandEntityIds ?? [],
      featured: filters.isFeatured,
      hideOutOfStock: filters.hideOutOfStock ?? false,
      freeShipping: filters.isFreeShipping,
      minPrice: filters.price?.minPrice,
      maxPrice: filters.price?.maxPrice,
      minRating: filters.rating?.minRating,
      maxRating: filters.rating?.maxRating,
      attributes: filters.productAttributes ?? [],
      sort: sort ?? (filters.searchTerm ? 'RELEVANCE' : 'FEATURED'),
    }),
  },

  SearchProducts: {
    products: (search, args, ctx) => {
      // The page's ids in SQL, then only the products it shows read whole.
      const count = () => searchResultCount(ctx, search);
      const window = pageWindow(args, count);
      const products = searchResultIds(ctx, search, window).map((id) => getProduct(ctx.svc, id)!);
      return connectionOf(products, window.offset, count());
    },
    filters: (search, args, ctx) => connectionOfList(searchFacets(ctx, search), args),
  },

  BrandSearchFilter: {
    displayProductCount: () => true,
    isCollapsedByDefault: () => false,
    brands: (facet, args) => connectionOfList(facet.items, args),
  },
  CategorySearchFilter: {
    displayProductCount: () => true,
    isCollapsedByDefault: () => false,
    categories: (facet, args) => connectionOfList(facet.items, args),
  },
  CategorySearchFilterItem: {
    subCategories: (item, args) => connectionOfList(item.children, args),
  },
  SubCategorySearchFilterItem: {
    subCategories: (item, args) => connectionOfList(item.children, args),
  },
  ProductAttributeSearchFilter: {
    displayProductCount: () => true,
    isCollapsedByDefault: () => false,
    filterName: (facet) => facet.name,
    attributes: (facet, args) => connectionOfList(facet.items, args),
  },
  RatingSearchFilter: {
    isCollapsedByDefault: () => false,
    ratings: (facet, args) => connectionOfList(facet.items, args),
  },
  PriceSearchFilter: { isCollapsedByDefault: () => false },
  OtherSearchFilter: { displayProductCount: () => true, isCollapsedByDefault: () => false },
};
