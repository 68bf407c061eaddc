import type { ListingFacetsFragment } from '@/graphql/generated/operations';
import { formatMoney } from './format';
import {
  type ListingKind,
  type ListingState,
  attributeValueOf,
  listingHref,
} from './listing-state';

/**
 * The store's facets of a listing as the filter form shows them: groups of choices, each a
 * form field (`name`, `value`) as the proxy and the form read it back
 * (lib/shared/listing-state.ts `listingStateOfQuery`), with its label and product count.
 */
export interface FacetOption {
  /** The query parameter the form sends: `brand`, `category`, `attr`, `rating`, `stock`, `ship`. */
  name: string;
  value: string;
  label: string;
  count: number;
  selected: boolean;
  /** 1 for a subcategory under its category. */
  depth: 0 | 1;
}

export type FacetGroup =
  | { kind: 'choices'; id: string; title: string; options: FacetOption[] }
  | { kind: 'rating'; id: string; title: string; options: FacetOption[] }
  | { kind: 'price'; id: string; title: string; min: number | null; max: number | null };

type FacetNode = NonNullable<ListingFacetsFragment['filters']['edges']>[number]['node'];

const nodes = <T>(connection: { edges: Array<{ node: T }> | null } | null | undefined): T[] =>
  connection?.edges?.map((edge) => edge.node) ?? [];

/**
 * The words the filters use, in the page's language (the listing's messages), and the
 * language prices are written in. English, as the unit and integration tests read them, by
 * default.
 */
export interface FacetLabels {
  /** The titles of the built-in groups, in the page's language (the store names them in its own). */
  categoryGroup: string;
  brandGroup: string;
  priceGroup: string;
  customerRating: string;
  availability: string;
  inStock: string;
  freeShipping: string;
  starsAndUp: (rating: string) => string;
  priceFrom: (price: string) => string;
  priceUpTo: (price: string) => string;
  priceRange: (min: string, max: string) => string;
  category: (id: number) => string;
  brand: (id: number) => string;
  attribute: (name: string, value: string) => string;
  /** The store's language code (`fr`), for prices. */
  locale: string;
}

export const ENGLISH_FACET_LABELS: FacetLabels = {
  categoryGroup: 'Category',
  brandGroup: 'Brand',
  priceGroup: 'Price',
  customerRating: 'Customer rating',
  availability: 'Availability',
  inStock: 'In stock',
  freeShipping: 'Free shipping',
  starsAndUp: (rating) => `${rating} stars & up`,
  priceFrom: (price) => `From ${price}`,
  priceUpTo: (price) => `Up to ${price}`,
  priceRange: (min, max) => `${min} – ${max}`,
  category: (id) => `Category ${id}`,
  brand: (id) => `Brand ${id}`,
  attribute: (name, value) => `${name}: ${value}`,
  locale: 'en-US',
};

/** A group's id for the page (headings, aria): its title in lowercase letters and digits. */
const idOf = (title: string) => `filter-${title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;

/**
 * The groups a kind of listing offers, in the store's order. A category page narrows by
 * its subcategories (links in its header), a brand page is its brand: neither offers
 * that facet.
 */
export function facetGroups(
  kind: ListingKind,
  facets: readonly FacetNode[],
  state: ListingState,
  labels: FacetLabels = ENGLISH_FACET_LABELS,
): FacetGroup[] {
  return facets.flatMap((facet): FacetGroup[] => {
    switch (facet.__typename) {
      case 'CategorySearchFilter': {
        if (kind === 'category') return [];
        const options = nodes(facet.categories).flatMap((category) => [
          {
            name: 'category',
            value: String(category.entityId),
            label: category.name,
            count: category.productCount,
            selected: category.isSelected,
            depth: 0 as const,
          },
          ...nodes(category.subCategories).map((sub) => ({
            name: 'category',
            value: String(sub.entityId),
            label: sub.name,
            count: sub.productCount,
            selected: sub.isSelected,
            depth: 1 as const,
          })),
        ]);
        return options.length
          ? [{ kind: 'choices', id: idOf(facet.name), title: labels.categoryGroup, options }]
          : [];
      }
      case 'BrandSearchFilter': {
        if (kind === 'brand') return [];
        const options = nodes(facet.brands).map((brand) => ({
          name: 'brand',
          value: String(brand.entityId),
          label: brand.name,
          count: brand.productCount,
          selected: brand.isSelected,
          depth: 0 as const,
        }));
        return options.length
          ? [{ kind: 'choices', id: idOf(facet.name), title: labels.brandGroup, options }]
          : [];
      }
      case 'ProductAttributeSearchFilter': {
        const options = nodes(facet.attributes).map((attribute) => ({
          name: 'attr',
          value: attributeValueOf(facet.filterName, attribute.value),
          label: attribute.value,
          count: attribute.productCount,
          selected: attribute.isSelected,
          depth: 0 as const,
        }));
        return options.length
          ? [{ kind: 'choices', id: idOf(`attribute ${facet.name}`), title: facet.name, options }]
          : [];
      }
      case 'PriceSearchFilter':
        // The store's selection is in its default currency; the form shows what the shopper typed.
        return [
          {
            kind: 'price',
            id: idOf(facet.name),
            title: labels.priceGroup,
            min: state.price?.min ?? null,
            max: state.price?.max ?? null,
          },
        ];
      case 'RatingSearchFilter': {
        const options = nodes(facet.ratings)
          .filter((rating) => Number(rating.value) < 5)
          .map((rating) => ({
            name: 'rating',
            value: rating.value,
            label: labels.starsAndUp(rating.value),
            count: rating.productCount,
            selected: rating.isSelected,
            depth: 0 as const,
          }));
        return options.length
          ? [{ kind: 'rating', id: idOf(facet.name), title: labels.customerRating, options }]
          : [];
      }
      case 'OtherSearchFilter': {
        const flags = [
          ['stock', 'in', labels.inStock, facet.isInStock],
          ['ship', 'free', labels.freeShipping, facet.freeShipping],
        ] as const;
        const options = flags.flatMap(([name, value, label, item]): FacetOption[] =>
          item && (item.productCount > 0 || item.isSelected)
            ? [
                {
                  name,
                  value,
                  label,
                  count: item.productCount,
                  selected: item.isSelected,
                  depth: 0,
                },
              ]
            : [],
        );
        return options.length
          ? [{ kind: 'choices', id: idOf('availability'), title: labels.availability, options }]
          : [];
      }
      default:
        return [];
    }
  });
}

/** A chosen filter value with the address of the same listing without it. */
export interface ActiveFilter {
  label: string;
  href: string;
}

/**
 * Each value chosen in a listing's state, named as the facets name it (brand and category
 * names, attribute values), with the address that takes it away (from the first page).
 */
export function activeFilters(
  path: string,
  state: ListingState,
  groups: readonly FacetGroup[],
  currencyCode: string,
  labels: FacetLabels = ENGLISH_FACET_LABELS,
): ActiveFilter[] {
  const labelOf = (name: string, value: string) =>
    groups
      .flatMap((group) => (group.kind === 'price' ? [] : group.options))
      .find((option) => option.name === name && option.value === value)?.label;
  const without = (change: Partial<ListingState>) =>
    listingHref(path, { ...state, ...change, after: null });
  const money = (value: number) => formatMoney({ value, currencyCode }, labels.locale);
  const price = state.price;
  return [
    ...state.categories.map((id) => ({
      label: labelOf('category', String(id)) ?? labels.category(id),
      href: without({ categories: state.categories.filter((c) => c !== id) }),
    })),
    ...state.brands.map((id) => ({
      label: labelOf('brand', String(id)) ?? labels.brand(id),
      href: without({ brands: state.brands.filter((b) => b !== id) }),
    })),
    ...state.attributes.flatMap((attribute) =>
      attribute.values.map((value) => ({
        label: labels.attribute(attribute.name, value),
        href: without({
          attributes: state.attributes
            .map((a) =>
              a.name === attribute.name ? { ...a, values: a.values.filter((v) => v !== value) } : a,
            )
            .filter((a) => a.values.length > 0),
        }),
      })),
    ),
    ...(price
      ? [
          {
            label:
              price.min !== null && price.max !== null
                ? labels.priceRange(money(price.min), money(price.max))
                : price.min !== null
                  ? labels.priceFrom(money(price.min))
                  : labels.priceUpTo(money(price.max!)),
            href: without({ price: null }),
          },
        ]
      : []),
    ...(state.rating
      ? [{ label: labels.starsAndUp(String(state.rating)), href: without({ rating: null }) }]
      : []),
    ...(state.inStock ? [{ label: labels.inStock, href: without({ inStock: false }) }] : []),
    ...(state.freeShipping
      ? [{ label: labels.freeShipping, href: without({ freeShipping: false }) }]
      : []),
  ];
}
