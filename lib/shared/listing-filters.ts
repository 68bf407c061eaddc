import type { CurrencyCode, SearchProductsFiltersInput } from '@/graphql/generated/operations';
import type { ShopCurrency } from './currency';
import type { ListingState } from './listing-state';

/** What a listing is of: a search term's results, a category or a brand. */
export type ListingScope =
  | { kind: 'search' }
  | { kind: 'category'; categoryId: number }
  | { kind: 'brand'; brandId: number };

/**
 * The store's search filters for a listing in a state. The price range a shopper enters
 * is in the page's currency; the store filters in its default, so the ends are converted
 * at the currency's rate, widened to whole cents so that a product shown at exactly an
 * end is kept.
 */
export function listingFilters(
  scope: ListingScope,
  state: ListingState,
  currency: Pick<ShopCurrency, 'exchangeRate'>,
): SearchProductsFiltersInput {
  const toDefault = (amount: number, round: (n: number) => number) =>
    round((amount / currency.exchangeRate) * 100) / 100;
  return {
    searchTerm: scope.kind === 'search' && state.q ? state.q : null,
    categoryEntityId: scope.kind === 'category' ? scope.categoryId : null,
    brandEntityIds:
      scope.kind === 'brand' ? [scope.brandId] : state.brands.length ? state.brands : null,
    categoryEntityIds: state.categories.length ? state.categories : null,
    productAttributes: state.attributes.length
      ? state.attributes.map((a) => ({ attribute: a.name, values: a.values }))
      : null,
    price: state.price
      ? {
          minPrice: state.price.min === null ? null : toDefault(state.price.min, Math.floor),
          maxPrice: state.price.max === null ? null : toDefault(state.price.max, Math.ceil),
        }
      : null,
    rating: state.rating ? { minRating: state.rating } : null,
    hideOutOfStock: state.inStock || null,
    isFreeShipping: state.freeShipping || null,
  };
}

/** A currency code as the schema's `currencyCode` argument takes it; null asks for the channel's default. */
export const currencyArgument = (code: string): CurrencyCode | null =>
  code ? (code as CurrencyCode) : null;
