import type { MoneyFieldsFragment } from '@/graphql/generated/operations';

/**
 * What a page shows of one shopper, and nothing else of them: catalog pages are the same
 * for everyone and served from the cache, so this comes from one small `no-store` request
 * per page view (GET /api/shopper, see app/api/shopper/route.ts). Shared by that route and
 * the browser's shopper context (app/_components/shopper.tsx): types and names only.
 */
export interface ShopperSnapshot {
  signedIn: boolean;
  /** Null when signed out, or when the store could not say. */
  firstName: string | null;
  /** Items in the cart; null when the store could not say. */
  cartCount: number | null;
  /** Products on the signed-in shopper's wishlists ("Save for later" shows them saved); null when signed out or the store could not say. */
  savedProducts: number[] | null;
  /** The product the page asked about (`?product=`), with the prices this shopper pays for its variants. */
  product: { id: number; prices: ShopperVariantPrices[] | null } | null;
}

/** A variant's prices for one shopper, as the store quotes them (their customer group may have a price list). */
export interface ShopperVariantPrices {
  variantId: number;
  price: MoneyFieldsFragment;
  basePrice: MoneyFieldsFragment | null;
  salePrice: MoneyFieldsFragment | null;
}

export const SHOPPER_ENDPOINT = '/api/shopper';

/**
 * A cookie that says only "someone is signed in on this browser" (no id, nothing secret),
 * readable by the page's script before it paints: the product page then holds the price
 * back until this shopper's own arrives, instead of flashing the guest price.
 */
export const MEMBER_HINT_COOKIE = 'storefront_member';

/**
 * A cookie that says only "this browser has something to ask about": a session with a
 * cart or a sign-in (no id, nothing secret). Without it the shopper is a guest with an
 * empty cart, whose parts of the page are GUEST_SNAPSHOT: the browser asks nothing, and a
 * guest who browses costs the origin (and the edge) no dynamic request. Set and cleared
 * with the session (lib/flows/session.ts).
 */
export const SHOPPER_HINT_COOKIE = 'storefront_shopper';

/** What a guest with no cart sees of themselves, known without asking. */
export const GUEST_SNAPSHOT: ShopperSnapshot = {
  signedIn: false,
  firstName: null,
  cartCount: 0,
  savedProducts: null,
  product: null,
};
