import type { MoneyFieldsFragment } from '@/graphql/generated/operations';

/**
 * Pure formatting helpers shared by server and client components. Dates are shown in UTC
 * so the server's render and the browser's hydration always print the same text.
 */

const moneyFormats = new Map<string, Intl.NumberFormat>();

/**
 * An amount in its currency, written the way the page's language writes it (`locale`: the
 * store's language code, `fr`; US English where none is given): "$19.20", "19,20 $US".
 */
export function formatMoney(money: MoneyFieldsFragment, locale = 'en-US'): string {
  const key = `${locale} ${money.currencyCode}`;
  let format = moneyFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, { style: 'currency', currency: money.currencyCode });
    moneyFormats.set(key, format);
  }
  return format.format(money.value);
}

const dateFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * `2026-03-04T10:00:00Z` → "March 4, 2026" ("4 mars 2026" in `fr`); an unreadable date is
 * shown as given.
 */
export function formatDate(iso: string, locale = 'en-US'): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  let format = dateFormats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' });
    dateFormats.set(locale, format);
  }
  return format.format(date);
}

/** At or below this many units a product page says "Only N left". */
const LOW_STOCK_THRESHOLD = 5;

export type StockLevel = 'in-stock' | 'low-stock' | 'out-of-stock';

/**
 * What a shopper reads about stock. `available` is null when the store does not count the
 * item (digital goods, untracked stock): then only `inStock` matters.
 */
export function stockStatus(
  inStock: boolean,
  available: number | null,
): { level: StockLevel; label: string } {
  if (!inStock || available === 0) return { level: 'out-of-stock', label: 'Out of stock' };
  if (available !== null && available <= LOW_STOCK_THRESHOLD)
    return { level: 'low-stock', label: `Only ${available} left` };
  return { level: 'in-stock', label: 'In stock' };
}

/** One bulk pricing tier as the product query returns it (a union told apart by its field). */
export type BulkTier = { minimumQuantity: number; maximumQuantity: number | null } & (
  { price: number } | { percentOff: number } | { priceAdjustment: number }
);

/** "3–5", "6 or more": the quantities a tier applies to. */
export function tierQuantities(
  tier: Pick<BulkTier, 'minimumQuantity' | 'maximumQuantity'>,
): string {
  if (!tier.maximumQuantity) return `${tier.minimumQuantity} or more`;
  if (tier.maximumQuantity === tier.minimumQuantity) return String(tier.minimumQuantity);
  return `${tier.minimumQuantity}–${tier.maximumQuantity}`;
}

/** What a tier gives per item: "$25.00 each", "15% off", "$2.00 off each". */
export function tierDiscount(tier: BulkTier, currencyCode: string): string {
  if ('price' in tier) return `${formatMoney({ value: tier.price, currencyCode })} each`;
  if ('percentOff' in tier) return `${tier.percentOff}% off`;
  return `${formatMoney({ value: tier.priceAdjustment, currencyCode })} off each`;
}

/** "1 item", "3 items". */
export function itemCount(count: number): string {
  return `${count} item${count === 1 ? '' : 's'}`;
}

/** "1 product", "3 products". */
export function productCount(count: number): string {
  return `${count} product${count === 1 ? '' : 's'}`;
}

/** Search engines show about this many characters of a page's description. */
const META_DESCRIPTION_LENGTH = 160;

/** Text for a meta description: on one line, cut at a word within the length search engines show. */
export function clipDescription(text: string): string {
  const line = text.replace(/\s+/g, ' ').trim();
  if (line.length <= META_DESCRIPTION_LENGTH) return line;
  const cut = line.slice(0, META_DESCRIPTION_LENGTH - 1);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > META_DESCRIPTION_LENGTH / 2 ? cut.slice(0, lastSpace) : cut).replace(/[\s,;:.–-]+$/, '')}…`;
}
