import { type Resolvers } from '../generated/resolvers';
import { connectionOfList } from '../relay';
import { searchCandidates } from '../search/candidates';
import { searchFacets, searchResults } from '../search/facets';

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
      // The page first: only the products it shows are read whole.
      const page = connectionOfList(searchResults(searchCandidates(ctx, search), search), args);
      return { ...page, edges: page.edges.map((edge) => ({ ...edge, node: edge.node.product })) };
    },
    filters: (search, args, ctx) =>
      connectionOfList(searchFacets(ctx, searchCandidates(ctx, search), search), args),
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
