/**
 * The store's currencies, as the real service keeps them in its control panel (Settings >
 * Currencies): the default one, in which the catalog and price lists are priced, and
 * others shoppers may see prices and pay in, each at a fixed exchange rate from the
 * default. The reference interface has no operations for them, so they come from here:
 * the default (USD) on every store, and the demo shop's second currency (../demo).
 */
export const storeCurrenciesSchema = /* sql */ `
  CREATE TABLE IF NOT EXISTS store_currencies (
    code TEXT PRIMARY KEY,
    name TEXT NOT NULL,
    symbol TEXT NOT NULL,
    symbol_placement TEXT NOT NULL CHECK (symbol_placement IN ('LEFT', 'RIGHT')),
    decimal_places INTEGER NOT NULL,
    decimal_token TEXT NOT NULL,
    thousands_token TEXT NOT NULL,
    -- One unit of the default currency is worth this much of this one.
    exchange_rate REAL NOT NULL CHECK (exchange_rate > 0),
    is_default INTEGER NOT NULL DEFAULT 0,
    -- Carts and orders can be in it (a display-only currency only shows prices).
    is_transactional INTEGER NOT NULL DEFAULT 1,
    sort_order INTEGER NOT NULL DEFAULT 0
  );
`;
