import { randomInt } from 'node:crypto';
import { type ServiceContext, rfc2822, v2Money } from '../../core';

/**
 * Gift certificates, in the real service's v2 terms (`/v2/gift_certificates`): a code
 * worth an amount, its balance, who it is from and for. Bought in a cart (issued when the
 * order is placed, ./issue.ts) or made by the merchant; redeemed at the hosted checkout
 * (./redemption.ts).
 */
export const giftCertificatesSchema = /* sql */ `
  CREATE TABLE IF NOT EXISTS gift_certificates (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    code TEXT NOT NULL UNIQUE COLLATE NOCASE,
    amount INTEGER NOT NULL,
    balance INTEGER NOT NULL,
    to_name TEXT NOT NULL,
    to_email TEXT NOT NULL,
    from_name TEXT NOT NULL,
    from_email TEXT NOT NULL,
    message TEXT NOT NULL DEFAULT '',
    template TEXT NOT NULL DEFAULT 'general.html',
    status TEXT NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'pending', 'disabled', 'expired')),
    customer_id INTEGER NOT NULL DEFAULT 0,
    order_id INTEGER NOT NULL DEFAULT 0,
    currency_code TEXT NOT NULL DEFAULT 'USD',
    purchased_at INTEGER NOT NULL,
    expires_at INTEGER
  );
`;

export const GIFT_CERTIFICATE_STATUSES = ['active', 'pending', 'disabled', 'expired'] as const;
export type GiftCertificateStatus = (typeof GIFT_CERTIFICATE_STATUSES)[number];

export interface GiftCertificateRow {
  id: number;
  code: string;
  amount: number;
  balance: number;
  to_name: string;
  to_email: string;
  from_name: string;
  from_email: string;
  message: string;
  template: string;
  status: GiftCertificateStatus;
  customer_id: number;
  order_id: number;
  currency_code: string;
  purchased_at: number;
  expires_at: number | null;
}

export type GiftCertificateFields = Omit<GiftCertificateRow, 'id'>;

/** The v2 object: money as four-decimal strings, dates in RFC 2822 ('' for no expiry). */
export const giftCertificateJsonV2 = (row: GiftCertificateRow) => ({
  id: row.id,
  customer_id: row.customer_id,
  order_id: row.order_id,
  code: row.code,
  to_name: row.to_name,
  to_email: row.to_email,
  from_name: row.from_name,
  from_email: row.from_email,
  amount: v2Money(row.amount),
  balance: v2Money(row.balance),
  status: row.status,
  template: row.template,
  message: row.message,
  purchase_date: rfc2822(row.purchased_at),
  expiry_date: row.expires_at === null ? '' : rfc2822(row.expires_at),
  currency_code: row.currency_code,
});

/** Letters and digits that cannot be mistaken for one another when read off a card. */
const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** A new random code, `XXXX-XXXX-XXXX-XXXX` (80 bits): the code is the credential, so it cannot be guessed. */
export function newGiftCertificateCode(): string {
  const groups = Array.from({ length: 4 }, () =>
    Array.from({ length: 4 }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join(''),
  );
  return groups.join('-');
}

export const findGiftCertificate = (
  ctx: ServiceContext,
  id: number,
): GiftCertificateRow | undefined =>
  ctx.db.prepare('SELECT * FROM gift_certificates WHERE id = ?').get(id) as
    GiftCertificateRow | undefined;

export const findGiftCertificateByCode = (
  ctx: ServiceContext,
  code: string,
): GiftCertificateRow | undefined =>
  ctx.db.prepare('SELECT * FROM gift_certificates WHERE code = ?').get(code.trim()) as
    GiftCertificateRow | undefined;

const COLUMNS = [
  'code',
  'amount',
  'balance',
  'to_name',
  'to_email',
  'from_name',
  'from_email',
  'message',
  'template',
  'status',
  'customer_id',
  'order_id',
  'currency_code',
  'purchased_at',
  'expires_at',
] as const satisfies ReadonlyArray<keyof GiftCertificateFields>;

export function insertGiftCertificate(
  ctx: ServiceContext,
  fields: GiftCertificateFields,
): GiftCertificateRow {
  const info = ctx.db
    .prepare(
      `INSERT INTO gift_certificates (${COLUMNS.join(', ')}) VALUES (${COLUMNS.map(() => '?').join(', ')})`,
    )
    .run(...COLUMNS.map((column) => fields[column]));
  return findGiftCertificate(ctx, Number(info.lastInsertRowid))!;
}

export function updateGiftCertificate(
  ctx: ServiceContext,
  id: number,
  fields: GiftCertificateFields,
): GiftCertificateRow {
  ctx.db
    .prepare(
      `UPDATE gift_certificates SET ${COLUMNS.map((c) => `${c} = ?`).join(', ')} WHERE id = ?`,
    )
    .run(...COLUMNS.map((column) => fields[column]), id);
  return findGiftCertificate(ctx, id)!;
}

/** Why a certificate cannot pay for anything now, in words for the shopper; null when it can. */
export function whyNotRedeemable(ctx: ServiceContext, row: GiftCertificateRow): string | null {
  if (row.status === 'pending')
    return `The gift certificate ${row.code} is not active yet: its order has not been paid.`;
  if (row.status === 'disabled')
    return `The gift certificate ${row.code} has been disabled. Contact the store.`;
  if (row.status === 'expired' || (row.expires_at !== null && row.expires_at <= ctx.clock.now()))
    return `The gift certificate ${row.code} has expired.`;
  if (row.balance <= 0) return `The gift certificate ${row.code} has no balance left.`;
  return null;
}
