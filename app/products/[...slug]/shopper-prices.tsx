'use client';

import { useEffect, useSyncExternalStore } from 'react';
import { type ShopperVariantPrices } from './purchase-data';

/**
 * The signed-in shopper's own prices for the product on screen, handed from the server
 * (which alone knows the session) to the purchase form. The form stays mounted when the
 * prices arrive or the page refreshes after adding to the cart, so it keeps its state.
 */
type Quote = { productId: number; prices: readonly ShopperVariantPrices[] } | null;

let current: Quote = null;
const listeners = new Set<() => void>();

function publish(quote: Quote) {
  current = quote;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** This shopper's prices for `productId`, or null while none are known (guests: never). */
export function useShopperPrices(productId: number): readonly ShopperVariantPrices[] | null {
  const quote = useSyncExternalStore(
    subscribe,
    () => current,
    () => null,
  );
  return quote?.productId === productId ? quote.prices : null;
}

/** Rendered by the server for a signed-in shopper: makes their prices the ones shown. */
export function ShopperPrices({ productId, prices }: { productId: number; prices: readonly ShopperVariantPrices[] }) {
  useEffect(() => {
    publish({ productId, prices });
    return () => publish(null);
  }, [productId, prices]);
  return null;
}
