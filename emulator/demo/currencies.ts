import { type ServiceContext } from '../core';
import { saveStoreCurrency } from '../currencies';

/**
 * The demo shop's second currency: euros, at a fixed rate from its US dollars, which
 * shoppers can see prices in and pay in. A channel without currency assignments offers
 * both (the store's currencies).
 */
export function seedDemoCurrencies(ctx: ServiceContext): void {
  saveStoreCurrency(ctx, {
    code: 'EUR',
    name: 'Euro',
    symbol: '€',
    symbolPlacement: 'LEFT',
    decimalPlaces: 2,
    decimalToken: '.',
    thousandsToken: ',',
    exchangeRate: 0.92,
    isDefault: false,
    isTransactional: true,
    sortOrder: 1,
  });
}
