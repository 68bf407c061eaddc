import { type ServiceContext, STORE_CURRENCY } from '../core';

export interface StoreCurrency {
  /** The order the store added it in. */
  id: number;
  code: string;
  name: string;
  symbol: string;
  symbolPlacement: 'LEFT' | 'RIGHT';
  decimalPlaces: number;
  decimalToken: string;
  thousandsToken: string;
  /** One unit of the store's default currency is worth this much of this one. */
  exchangeRate: number;
  isDefault: boolean;
  isTransactional: boolean;
}

interface Row {
  id: number;
  code: string;
  name: string;
  symbol: string;
  symbol_placement: 'LEFT' | 'RIGHT';
  decimal_places: number;
  decimal_token: string;
  thousands_token: string;
  exchange_rate: number;
  is_default: number;
  is_transactional: number;
  sort_order: number;
}

const currencyOf = (row: Row): StoreCurrency => ({
  id: row.id,
  code: row.code,
  name: row.name,
  symbol: row.symbol,
  symbolPlacement: row.symbol_placement,
  decimalPlaces: row.decimal_places,
  decimalToken: row.decimal_token,
  thousandsToken: row.thousands_token,
  exchangeRate: row.exchange_rate,
  isDefault: row.is_default === 1,
  isTransactional: row.is_transactional === 1,
});

/** The store's currencies, the default first. */
export function storeCurrencies(ctx: ServiceContext): StoreCurrency[] {
  const rows = ctx.db
    .prepare(
      'SELECT rowid AS id, * FROM store_currencies ORDER BY is_default DESC, sort_order, code',
    )
    .all() as Row[];
  return rows.map(currencyOf);
}

export function findStoreCurrency(ctx: ServiceContext, code: string): StoreCurrency | null {
  const row = ctx.db
    .prepare('SELECT rowid AS id, * FROM store_currencies WHERE code = ?')
    .get(code.toUpperCase()) as Row | undefined;
  return row ? currencyOf(row) : null;
}

/** The currency the catalog is priced in. */
export function defaultCurrency(ctx: ServiceContext): StoreCurrency {
  return storeCurrencies(ctx)[0]!;
}

/** Adds a currency to the store, or changes the one of that code. */
export function saveStoreCurrency(
  ctx: ServiceContext,
  currency: Omit<StoreCurrency, 'id'> & { sortOrder?: number },
): void {
  ctx.db
    .prepare(
      `INSERT INTO store_currencies (code, name, symbol, symbol_placement, decimal_places, decimal_token, thousands_token, exchange_rate, is_default, is_transactional, sort_order)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
       ON CONFLICT (code) DO UPDATE SET name = excluded.name, symbol = excluded.symbol, symbol_placement = excluded.symbol_placement,
         decimal_places = excluded.decimal_places, decimal_token = excluded.decimal_token, thousands_token = excluded.thousands_token,
         exchange_rate = excluded.exchange_rate, is_default = excluded.is_default, is_transactional = excluded.is_transactional,
         sort_order = excluded.sort_order`,
    )
    .run(
      currency.code,
      currency.name,
      currency.symbol,
      currency.symbolPlacement,
      currency.decimalPlaces,
      currency.decimalToken,
      currency.thousandsToken,
      currency.exchangeRate,
      currency.isDefault ? 1 : 0,
      currency.isTransactional ? 1 : 0,
      currency.sortOrder ?? 0,
    );
}

/** Every store has its default currency, US dollars, in which the catalog is priced. */
export function ensureDefaultCurrency(ctx: ServiceContext): void {
  if (ctx.db.prepare('SELECT 1 FROM store_currencies WHERE is_default = 1').get()) return;
  saveStoreCurrency(ctx, {
    code: STORE_CURRENCY,
    name: 'US Dollar',
    symbol: '$',
    symbolPlacement: 'LEFT',
    decimalPlaces: 2,
    decimalToken: '.',
    thousandsToken: ',',
    exchangeRate: 1,
    isDefault: true,
    isTransactional: true,
  });
}
