import type { SearchProductsSortInput } from '@/graphql/generated/operations';

/**
 * The sort orders a listing offers, by the short value the URL carries (`sort=price-asc`),
 * mapped to the store's search sort (every listing is a search: a category's or brand's
 * narrowed to it). The default order is the store's: relevance for a search term,
 * featured otherwise.
 */
export const SORT_CHOICES = [
  { value: '', label: 'recommended', search: null },
  { value: 'featured', label: 'featured', search: 'FEATURED' },
  { value: 'newest', label: 'newest', search: 'NEWEST' },
  { value: 'price-asc', label: 'priceAsc', search: 'LOWEST_PRICE' },
  { value: 'price-desc', label: 'priceDesc', search: 'HIGHEST_PRICE' },
  { value: 'a-z', label: 'aToZ', search: 'A_TO_Z' },
  { value: 'z-a', label: 'zToA', search: 'Z_TO_A' },
] as const satisfies ReadonlyArray<{
  value: string;
  /** Its name's message (`listing.sortChoices.<label>` in messages/*.json). */
  label: string;
  search: SearchProductsSortInput | null;
}>;

export type SortChoice = (typeof SORT_CHOICES)[number];

/** The choice a `sort=` value names; anything unknown is the default order. */
export function sortChoice(raw: unknown): SortChoice {
  return SORT_CHOICES.find((choice) => choice.value === raw) ?? SORT_CHOICES[0];
}
