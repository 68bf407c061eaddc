import type { CategoryProductSort, SearchProductsSortInput } from '@/graphql/generated/operations';

/**
 * The sort orders a listing offers, by the short value the URL carries (`?sort=price-asc`),
 * mapped to the store's enums for category listings and for search.
 */
export const SORT_CHOICES = [
  { value: '', label: 'Recommended', category: 'DEFAULT', search: 'RELEVANCE' },
  { value: 'featured', label: 'Featured', category: 'FEATURED', search: 'FEATURED' },
  { value: 'newest', label: 'Newest', category: 'NEWEST', search: 'NEWEST' },
  { value: 'price-asc', label: 'Price: low to high', category: 'LOWEST_PRICE', search: 'LOWEST_PRICE' },
  { value: 'price-desc', label: 'Price: high to low', category: 'HIGHEST_PRICE', search: 'HIGHEST_PRICE' },
  { value: 'a-z', label: 'Name: A to Z', category: 'A_TO_Z', search: 'A_TO_Z' },
  { value: 'z-a', label: 'Name: Z to A', category: 'Z_TO_A', search: 'Z_TO_A' },
] as const satisfies ReadonlyArray<{ value: string; label: string; category: CategoryProductSort; search: SearchProductsSortInput }>;

export type SortChoice = (typeof SORT_CHOICES)[number];

/** The choice a `?sort=` value names; anything unknown is the default order. */
export function sortChoice(raw: unknown): SortChoice {
  return SORT_CHOICES.find((choice) => choice.value === raw) ?? SORT_CHOICES[0];
}
