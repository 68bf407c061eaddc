import { randomBytes } from 'node:crypto';
import { ApiError } from '../http';

/**
 * The local store's payment gateway: a simulated card processor in test mode. No money
 * moves; a few well-known test card numbers decide the outcome, so a developer can try
 * both an approved and a declined payment.
 */
export const TEST_CARDS = {
  '4111111111111111': { outcome: 'approved', cardType: 'visa' },
  '5555555555554444': { outcome: 'approved', cardType: 'master' },
  // Authorized only: the money is held until the merchant captures (or voids) it through
  // `/v3/orders/{id}/payment_actions/capture|void`, as with a gateway set to authorize only.
  '4012888888881881': { outcome: 'authorized', cardType: 'visa' },
  '4000000000000002': { outcome: 'declined', cardType: 'visa' },
} as const satisfies Record<
  string,
  { outcome: 'approved' | 'authorized' | 'declined'; cardType: string }
>;

export const APPROVED_TEST_CARD = '4111 1111 1111 1111';
export const AUTHORIZE_ONLY_TEST_CARD = '4012 8888 8888 1881';
export const DECLINED_TEST_CARD = '4000 0000 0000 0002';

export const isTestCard = (digits: string): digits is keyof typeof TEST_CARDS =>
  Object.hasOwn(TEST_CARDS, digits);

export interface CardDetails {
  /** Digits only. */
  number: string;
  expiryMonth: number;
  /** Four digits. */
  expiryYear: number;
  cvc: string;
}

/**
 * How the shopper pays: a card through the simulated gateway, the test gateway (no
 * transaction), gift certificates alone (they cover the whole order), or a merchant's own note.
 */
export type PaymentInput =
  | { kind: 'card'; card: CardDetails }
  | { kind: 'test_gateway' }
  | { kind: 'gift_certificate' }
  | { kind: 'manual'; method: string };

/** The gateway said no; nothing was charged and no order exists. */
export class PaymentDeclinedError extends ApiError {
  constructor(message: string) {
    super(402, message, { card_number: 'declined' });
  }
}

export interface CardCharge {
  /** False for an authorization only: the amount is held, not taken, until captured. */
  captured: boolean;
  gatewayTransactionId: string;
  cardType: string;
  iin: string;
  last4: string;
  expiryMonth: number;
  expiryYear: number;
}

/** The Luhn checksum every real card number satisfies; catches most typing mistakes. */
export function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) digit = digit * 2 > 9 ? digit * 2 - 9 : digit * 2;
    sum += digit;
  }
  return digits.length > 0 && sum % 10 === 0;
}

/** Charges a card for `amountCents`, or throws `PaymentDeclinedError` with a message for the shopper. */
export function chargeCard(card: CardDetails, amountCents: number): CardCharge {
  const known = isTestCard(card.number) ? TEST_CARDS[card.number] : null;
  if (!known) {
    throw new PaymentDeclinedError(
      `This store takes test cards only. Pay with ${APPROVED_TEST_CARD} (or ${DECLINED_TEST_CARD} to see a decline).`,
    );
  }
  if (known.outcome === 'declined') {
    throw new PaymentDeclinedError(
      'Your card was declined and you have not been charged. Check the details or pay with another card.',
    );
  }
  if (amountCents <= 0)
    throw new ApiError(422, 'There is nothing to charge: the order total is zero.');
  return {
    captured: known.outcome === 'approved',
    gatewayTransactionId: `tx_${randomBytes(10).toString('hex')}`,
    cardType: known.cardType,
    iin: card.number.slice(0, 6),
    last4: card.number.slice(-4),
    expiryMonth: card.expiryMonth,
    expiryYear: card.expiryYear,
  };
}
