import { type ServiceContext, isoSeconds, toDollars } from '../core';
import { type CardCharge } from './payments';

/**
 * Payment transactions of orders (v3 `/orders/{id}/transactions`). Only card payments
 * through the simulated gateway write one; the test payment gateway writes none, as the
 * real service's test gateway returns no payment information.
 */
export const transactionsSchema = /* sql */ `
  CREATE TABLE IF NOT EXISTS order_transactions (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    order_id INTEGER NOT NULL REFERENCES orders(id) ON DELETE CASCADE,
    event TEXT NOT NULL,
    method TEXT NOT NULL,
    amount INTEGER NOT NULL,
    currency TEXT NOT NULL,
    gateway TEXT NOT NULL,
    gateway_transaction_id TEXT NOT NULL,
    status TEXT NOT NULL,
    card_type TEXT NOT NULL,
    card_iin TEXT NOT NULL,
    card_last4 TEXT NOT NULL,
    card_expiry_month INTEGER NOT NULL,
    card_expiry_year INTEGER NOT NULL,
    reference_transaction_id INTEGER,
    created_at INTEGER NOT NULL
  );
  CREATE INDEX IF NOT EXISTS order_transactions_order ON order_transactions (order_id, id);
`;

/** The gateway name transactions of the simulated card processor carry. */
export const CARD_GATEWAY = 'custom';

/** What a transaction did: a sale (taken at once), an authorization and its capture or void, a refund. */
export type TransactionEvent = 'purchase' | 'authorization' | 'capture' | 'void' | 'refund';

interface TransactionRow {
  id: number;
  order_id: number;
  event: TransactionEvent;
  method: string;
  amount: number;
  currency: string;
  gateway: string;
  gateway_transaction_id: string;
  status: string;
  card_type: string;
  card_iin: string;
  card_last4: string;
  card_expiry_month: number;
  card_expiry_year: number;
  reference_transaction_id: number | null;
  created_at: number;
}

/** Records a card movement: the purchase when an order is paid, a refund later. */
export function recordCardTransaction(
  ctx: ServiceContext,
  input: {
    orderId: number;
    event: TransactionEvent;
    amountCents: number;
    currency: string;
    charge: CardCharge;
    referenceId?: number;
  },
): number {
  const { charge } = input;
  const info = ctx.db
    .prepare(
      `INSERT INTO order_transactions (order_id, event, method, amount, currency, gateway, gateway_transaction_id, status,
         card_type, card_iin, card_last4, card_expiry_month, card_expiry_year, reference_transaction_id, created_at)
       VALUES (?, ?, 'credit_card', ?, ?, ?, ?, 'ok', ?, ?, ?, ?, ?, ?, ?)`,
    )
    .run(
      input.orderId,
      input.event,
      input.amountCents,
      input.currency,
      CARD_GATEWAY,
      charge.gatewayTransactionId,
      charge.cardType,
      charge.iin,
      charge.last4,
      charge.expiryMonth,
      charge.expiryYear,
      input.referenceId ?? null,
      ctx.clock.now(),
    );
  return Number(info.lastInsertRowid);
}

/**
 * `store/order/transaction/created`, after the transaction is committed. The data carries
 * the reference's fields (ids as text) and, as every order event here, `type` and `id`,
 * so receivers that map `store/order/*` by `data.id` find the order.
 */
export function announceTransaction(
  ctx: ServiceContext,
  orderId: number,
  transactionId: number,
  event: TransactionEvent,
): void {
  ctx.events.publish('store/order/transaction/created', {
    type: 'order',
    id: orderId,
    order_id: String(orderId),
    transaction_id: String(transactionId),
    transaction_type: event,
    transaction_status: 'ok',
  });
}

function transactionsOf(ctx: ServiceContext, orderId: number): TransactionRow[] {
  return ctx.db
    .prepare('SELECT * FROM order_transactions WHERE order_id = ? ORDER BY id')
    .all(orderId) as TransactionRow[];
}

/**
 * The order's card payment (its sale, or its authorization), which captures, voids and
 * refunds refer to; null for orders paid otherwise.
 */
export function purchaseOf(
  ctx: ServiceContext,
  orderId: number,
): { id: number; charge: CardCharge } | null {
  const row = transactionsOf(ctx, orderId).find(
    (t) => t.event === 'purchase' || t.event === 'authorization',
  );
  if (!row) return null;
  return {
    id: row.id,
    charge: {
      captured: row.event === 'purchase',
      gatewayTransactionId: row.gateway_transaction_id,
      cardType: row.card_type,
      iin: row.card_iin,
      last4: row.card_last4,
      expiryMonth: row.card_expiry_month,
      expiryYear: row.card_expiry_year,
    },
  };
}

/** The transaction object of the v3 interface (card payments only). */
function transactionJson(row: TransactionRow) {
  return {
    id: row.id,
    order_id: String(row.order_id),
    event: row.event,
    method: row.method,
    amount: toDollars(row.amount),
    currency: row.currency,
    gateway: row.gateway,
    gateway_transaction_id: row.gateway_transaction_id,
    date_created: isoSeconds(row.created_at),
    test: true,
    status: row.status,
    fraud_review: false,
    // Only a transaction that acts on another (capture, void, refund) names it; the reference types it as an integer, never null.
    ...(row.reference_transaction_id === null
      ? {}
      : { reference_transaction_id: row.reference_transaction_id }),
    offline: null,
    custom: null,
    payment_method_id: 'credit_card',
    payment_instrument_token: null,
    avs_result: {
      code: 'Y',
      message: 'Street address and postal code match.',
      street_match: 'Y',
      postal_match: 'Y',
    },
    cvv_result: { code: 'M', message: 'CVV matches.' },
    credit_card: {
      card_type: row.card_type,
      card_iin: row.card_iin,
      card_last4: row.card_last4,
      card_expiry_month: row.card_expiry_month,
      card_expiry_year: row.card_expiry_year,
    },
    gift_certificate: null,
    store_credit: null,
  };
}

export const orderTransactions = (ctx: ServiceContext, orderId: number) =>
  transactionsOf(ctx, orderId).map(transactionJson);
