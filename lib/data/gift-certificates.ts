import 'server-only';
import { type CartGiftCertificateTheme } from '@/graphql/generated/operations';
import { findGiftCertificate } from '../store/management/gift-certificates';
import { addToCartContents } from './cart';
import { type Shopper } from '../store/graphql';
import { quickStoreApi } from '../store/management-client';

export interface GiftCertificateOrder {
  amount: number;
  theme: CartGiftCertificateTheme;
  recipient: { name: string; email: string };
  sender: { name: string; email: string };
  message: string;
}

const certificateInput = (order: GiftCertificateOrder) => ({
  name: `${order.amount.toFixed(2)} gift certificate for ${order.recipient.name}`,
  theme: order.theme,
  amount: order.amount,
  quantity: 1,
  sender: order.sender,
  recipient: order.recipient,
  message: order.message || null,
});

/**
 * Puts a gift certificate into the shopper's cart (a new cart when they have none, or
 * theirs is gone). The store issues the code when the order is placed and e-mails it to
 * the recipient. Returns the cart id.
 */
export const addGiftCertificate = (
  cartId: string | undefined,
  order: GiftCertificateOrder,
  shopper: Shopper,
  locale?: string,
): Promise<string> =>
  addToCartContents(cartId, { giftCertificates: [certificateInput(order)] }, shopper, { locale });

/** What is left on a gift certificate, as the shopper may learn it from its code; null for a code the store does not have. */
export async function giftCertificateBalance(code: string) {
  const found = await findGiftCertificate(quickStoreApi(), code.trim());
  if (!found) return null;
  return {
    code: found.code,
    balance: { value: Number(found.balance), currencyCode: found.currency_code },
    status: found.status,
    expires: found.expiry_date || null,
  };
}
