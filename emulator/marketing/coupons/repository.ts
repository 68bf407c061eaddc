import { type ServiceContext, type Db, rfc2822, v2Money } from '../../core';

/**
 * The store's coupons, in the real service's v2 terms (`/v2/coupons`): a code, a type, an
 * amount, a minimum purchase, an expiry, what it applies to and how often it may be used.
 * Checkouts apply them by code; an order keeps what they took off (../../orders/coupons.ts).
 */
export const couponsSchema = /* sql */ `
  CREATE TABLE IF NOT EXISTS coupons (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    code TEXT NOT NULL UNIQUE COLLATE NOCASE,
    name TEXT NOT NULL,
    type TEXT NOT NULL,
    -- hundredths of the unit: cents for money off, hundredths of a percent for percentage_discount
    amount INTEGER NOT NULL,
    min_purchase INTEGER NOT NULL DEFAULT 0,
    expires_at INTEGER,
    enabled INTEGER NOT NULL DEFAULT 1,
    -- JSON {"entity": "categories" | "products", "ids": [...]}; categories [0] is every product
    applies_to TEXT NOT NULL DEFAULT '{"entity":"categories","ids":[0]}',
    max_uses INTEGER NOT NULL DEFAULT 0,
    max_uses_per_customer INTEGER NOT NULL DEFAULT 0,
    num_uses INTEGER NOT NULL DEFAULT 0,
    created_at INTEGER NOT NULL DEFAULT 0
  );
`;

/** The coupon types of the v2 interface this store applies (`promotion` belongs to the promotions engine it lacks). */
export const COUPON_TYPES = [
  'per_item_discount',
  'percentage_discount',
  'per_total_discount',
  'shipping_discount',
  'free_shipping',
] as const;
export type CouponType = (typeof COUPON_TYPES)[number];

/** The numbers orders give the types (`GET /v2/orders/{id}/coupons`). */
export const ORDER_COUPON_TYPE: Record<CouponType, number> = {
  per_item_discount: 0,
  percentage_discount: 1,
  per_total_discount: 2,
  shipping_discount: 3,
  free_shipping: 4,
};

export interface AppliesTo {
  entity: 'categories' | 'products';
  ids: number[];
}

export interface CouponRow {
  id: number;
  code: string;
  name: string;
  type: CouponType;
  amount: number;
  min_purchase: number;
  expires_at: number | null;
  enabled: number;
  applies_to: string;
  max_uses: number;
  max_uses_per_customer: number;
  num_uses: number;
  created_at: number;
}

/** What a coupon is made of, as the service keeps it (money and percentages in hundredths). */
export interface CouponFields {
  code: string;
  name: string;
  type: CouponType;
  amount: number;
  min_purchase: number;
  expires_at: number | null;
  enabled: boolean;
  applies_to: AppliesTo;
  max_uses: number;
  max_uses_per_customer: number;
}

export const appliesToOf = (row: CouponRow): AppliesTo => JSON.parse(row.applies_to) as AppliesTo;

/** Whether it takes money off shipping rather than off the items. */
export const isShippingCoupon = (coupon: Pick<CouponRow, 'type'>): boolean =>
  coupon.type === 'shipping_discount' || coupon.type === 'free_shipping';

/** The v2 coupon object: money and percentages as four-decimal strings, dates in RFC 2822 ('' for none). */
export const couponJsonV2 = (row: CouponRow) => ({
  id: row.id,
  name: row.name,
  type: row.type,
  amount: v2Money(row.amount),
  min_purchase: v2Money(row.min_purchase),
  expires: row.expires_at === null ? '' : rfc2822(row.expires_at),
  enabled: row.enabled === 1,
  code: row.code,
  applies_to: appliesToOf(row),
  num_uses: row.num_uses,
  max_uses: row.max_uses,
  max_uses_per_customer: row.max_uses_per_customer,
  restricted_to: [] as never[],
  shipping_methods: null,
  date_created: rfc2822(row.created_at),
});

export const findCoupon = (ctx: ServiceContext, id: number): CouponRow | undefined =>
  ctx.db.prepare('SELECT * FROM coupons WHERE id = ?').get(id) as CouponRow | undefined;

export const findCouponByCode = (ctx: ServiceContext, code: string): CouponRow | undefined =>
  ctx.db.prepare('SELECT * FROM coupons WHERE code = ?').get(code.trim()) as CouponRow | undefined;

const COLUMNS = [
  'code',
  'name',
  'type',
  'amount',
  'min_purchase',
  'expires_at',
  'enabled',
  'applies_to',
  'max_uses',
  'max_uses_per_customer',
] as const;

const columnValues = (fields: CouponFields) => [
  fields.code.trim(),
  fields.name,
  fields.type,
  fields.amount,
  fields.min_purchase,
  fields.expires_at,
  fields.enabled ? 1 : 0,
  JSON.stringify(fields.applies_to),
  fields.max_uses,
  fields.max_uses_per_customer,
];

export function insertCoupon(ctx: ServiceContext, fields: CouponFields): CouponRow {
  const info = ctx.db
    .prepare(
      `INSERT INTO coupons (${COLUMNS.join(', ')}, created_at) VALUES (${COLUMNS.map(() => '?').join(', ')}, ?)`,
    )
    .run(...columnValues(fields), ctx.clock.now());
  return findCoupon(ctx, Number(info.lastInsertRowid))!;
}

export function updateCoupon(ctx: ServiceContext, id: number, fields: CouponFields): CouponRow {
  ctx.db
    .prepare(`UPDATE coupons SET ${COLUMNS.map((c) => `${c} = ?`).join(', ')} WHERE id = ?`)
    .run(...columnValues(fields), id);
  return findCoupon(ctx, id)!;
}

export const fieldsOf = (row: CouponRow): CouponFields => ({
  code: row.code,
  name: row.name,
  type: row.type,
  amount: row.amount,
  min_purchase: row.min_purchase,
  expires_at: row.expires_at,
  enabled: row.enabled === 1,
  applies_to: appliesToOf(row),
  max_uses: row.max_uses,
  max_uses_per_customer: row.max_uses_per_customer,
});

/** Counts one more use of each coupon an order was placed with (inside the order's transaction). */
export function countCouponUses(ctx: ServiceContext, couponIds: readonly number[]): void {
  const update = ctx.db.prepare('UPDATE coupons SET num_uses = num_uses + 1 WHERE id = ?');
  for (const id of couponIds) update.run(id);
}

/**
 * Databases made before coupons followed the v2 interface have a `coupons` table whose
 * type is 1 (percent) or 2 (amount off the order), and percentages in whole percent. It
 * is rebuilt in the new shape with the same ids, so carts and orders keep pointing at
 * their coupons (foreign keys are checked once the new table has the old name again).
 */
export function migrateCoupons(db: Db): void {
  const table = db
    .prepare(`SELECT sql FROM sqlite_master WHERE type = 'table' AND name = 'coupons'`)
    .get() as { sql: string } | undefined;
  if (!table || !/CHECK \(type IN \(1, 2\)\)/.test(table.sql)) return;
  db.transaction(() => {
    db.pragma('defer_foreign_keys = ON');
    db.exec(couponsSchema.replace('IF NOT EXISTS coupons', 'coupons_rebuilt'));
    db.exec(`
      INSERT INTO coupons_rebuilt (id, code, name, type, amount, min_purchase, enabled)
        SELECT id, code, name,
               CASE type WHEN 1 THEN 'percentage_discount' ELSE 'per_total_discount' END,
               CASE type WHEN 1 THEN amount * 100 ELSE amount END,
               min_purchase, enabled
          FROM coupons;
      DROP TABLE coupons;
      ALTER TABLE coupons_rebuilt RENAME TO coupons;
    `);
  })();
}
