/**
 * What the resolvers pass around for each GraphQL object type (codegen "mappers"): the
 * service's own records, so a field resolver reads what it needs instead of every
 * query building complete GraphQL objects.
 */
import {
  type Brand,
  type BulkTier,
  type Category,
  type CategoryNode,
  type ContentPage,
  type Product,
  type ProductImage,
  type ProductOption,
  type Review,
  type UnitPrice,
  type Variant,
} from '../catalog';
import { type StoreCurrency } from '../currencies';
import { type Consignment, type ConsignmentAddress } from '../checkout';
import {
  type CheckoutTotals,
  type CartExtraItemView,
  type CartItemView,
  type CartView,
} from '../carts';
import { type AddressRow, type CustomerRow } from '../customers';
import { type Country, type Subdivision } from '../geography';
import { type CouponRow } from '../marketing';
import { type WishlistItemRow, type WishlistRow } from '../wishlists';
import { type MetafieldRow } from '../metafields';
import { type OrderRecord, type OrderItemRecord } from '../orders';

export type ProductModel = Product;
export type VariantModel = Variant;
export type CategoryModel = Category;
export type CategoryTreeModel = CategoryNode;
export type BrandModel = Brand;
export type ContentPageModel = ContentPage;
export type CustomerModel = CustomerRow;
export type CartModel = CartView;
export type CartItemModel = CartItemView;
export type CartExtraItemModel = CartExtraItemView;
export type OrderModel = OrderRecord;
export type OrderItemModel = OrderItemRecord;

/** Grouping objects (`Site`, `Settings`, the mutation namespaces) carry nothing: their fields read the request. */
export type NamespaceModel = Record<string, never>;

/** A product picture in the sizes the store serves. */
export interface ImageModel {
  image: ProductImage;
  altText: string;
}

export type MetafieldModel = MetafieldRow;

export type CurrencyModel = StoreCurrency;

export type ReviewModel = Review;

/** The prices of a product (over its variants) or of one variant, for this shopper. */
export interface PricesModel {
  /** What one unit of the representative variant costs at quantity 1. */
  unit: UnitPrice;
  /** Quantity tiers of the price record that applies (catalog or price list). */
  tiers: readonly BulkTier[];
  /** Lowest and highest one-unit price over the variants. */
  range: { min: number; max: number };
  retailRange: { min: number; max: number } | null;
}

/** A search: what every product must match (term, page category) and the facets chosen. */
export interface ProductSearchModel {
  searchTerm?: string | null;
  /** The page's category (and its subcategories). */
  categoryId: number | null;
  /** Facet: any of these categories (with their subcategories when `includeSubcategories`). */
  categoryIds: number[];
  includeSubcategories: boolean;
  brandIds: number[];
  featured?: boolean | null;
  hideOutOfStock: boolean;
  freeShipping?: boolean | null;
  minPrice?: number | null;
  maxPrice?: number | null;
  minRating?: number | null;
  maxRating?: number | null;
  /** Facet per attribute (option display name or custom field name): any of its values. */
  attributes: ReadonlyArray<{ attribute: string; values: readonly string[] }>;
  sort:
    | 'A_TO_Z'
    | 'Z_TO_A'
    | 'NEWEST'
    | 'FEATURED'
    | 'LOWEST_PRICE'
    | 'HIGHEST_PRICE'
    | 'BEST_SELLING'
    | 'RELEVANCE'
    | 'BEST_REVIEWED';
}

/** One value of a facet and how many products match with it chosen. */
export interface FacetItem {
  isSelected: boolean;
  productCount: number;
}

export interface CategoryFacetItem extends FacetItem {
  entityId: number;
  name: string;
  children: CategoryFacetItem[];
}

/** The facets `SearchProducts.filters` lists, told apart by `__typename`. */
export type SearchFilterModel =
  | {
      __typename: 'BrandSearchFilter';
      name: string;
      items: Array<FacetItem & { entityId: number; name: string }>;
    }
  | { __typename: 'CategorySearchFilter'; name: string; items: CategoryFacetItem[] }
  | {
      __typename: 'ProductAttributeSearchFilter';
      name: string;
      items: Array<FacetItem & { value: string }>;
    }
  | { __typename: 'RatingSearchFilter'; name: string; items: Array<FacetItem & { value: string }> }
  | {
      __typename: 'PriceSearchFilter';
      name: string;
      selected: { minPrice: number | null; maxPrice: number | null } | null;
    }
  | {
      __typename: 'OtherSearchFilter';
      name: string;
      freeShipping: FacetItem | null;
      isFeatured: FacetItem | null;
      isInStock: FacetItem | null;
    };

export type FacetOf<T extends SearchFilterModel['__typename']> = Extract<
  SearchFilterModel,
  { __typename: T }
>;

export interface OptionModel {
  option: ProductOption;
  /** Value ids of the variant being shown, to mark `isSelected`. */
  selectedValueIds: ReadonlySet<number>;
}

export interface OptionValueModel {
  value: ProductOption['option_values'][number];
  selected: boolean | null;
}

/** A checkout: its cart, consignments and the money they make, computed once per checkout read. */
export interface CheckoutModel {
  view: CartView;
  consignments: Consignment[];
  totals: CheckoutTotals;
}

export interface ConsignmentModel {
  consignment: Consignment;
  checkout: CheckoutModel;
}

export interface CheckoutCouponModel {
  coupon: CouponRow;
  discountCents: number;
}

/** A checkout's billing or consignment address, with the id the checkout gave it. */
export type CheckoutAddressModel = ConsignmentAddress & { id: string };

export type CustomerAddressModel = AddressRow;
export type WishlistModel = WishlistRow;
export type WishlistItemModel = WishlistItemRow;
export type CountryModel = Country;
export type StateOrProvinceModel = Subdivision;
