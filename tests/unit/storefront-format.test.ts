import { describe, expect, it } from 'vitest';
import {
  formatDate,
  formatMoney,
  itemCount,
  stockStatus,
  tierDiscount,
  tierQuantities,
} from '@/lib/shared/format';

describe('formatMoney', () => {
  it('formats amounts in their currency', () => {
    expect(formatMoney({ value: 19.2, currencyCode: 'USD' })).toBe('$19.20');
    expect(formatMoney({ value: 1234.5, currencyCode: 'USD' })).toBe('$1,234.50');
    expect(formatMoney({ value: 0, currencyCode: 'USD' })).toBe('$0.00');
    expect(formatMoney({ value: 12, currencyCode: 'EUR' })).toBe('€12.00');
  });
});

describe('formatDate', () => {
  it('shows the UTC date, the same on the server and in the browser', () => {
    expect(formatDate('2026-03-04T23:30:00Z')).toBe('March 4, 2026');
  });

  it('shows an unreadable date as given', () => {
    expect(formatDate('soon')).toBe('soon');
  });
});

describe('stockStatus', () => {
  it('says in stock, only N left, or out of stock', () => {
    expect(stockStatus(true, 24)).toEqual({ level: 'in-stock', label: 'In stock' });
    expect(stockStatus(true, 3)).toEqual({ level: 'low-stock', label: 'Only 3 left' });
    expect(stockStatus(true, 5)).toEqual({ level: 'low-stock', label: 'Only 5 left' });
    expect(stockStatus(true, 0)).toEqual({ level: 'out-of-stock', label: 'Out of stock' });
    expect(stockStatus(false, 12)).toEqual({ level: 'out-of-stock', label: 'Out of stock' });
  });

  it('trusts the in-stock flag when the store does not count the item', () => {
    expect(stockStatus(true, null)).toEqual({ level: 'in-stock', label: 'In stock' });
  });
});

describe('bulk pricing tiers', () => {
  it('names the quantities a tier covers', () => {
    expect(tierQuantities({ minimumQuantity: 2, maximumQuantity: 3 })).toBe('2–3');
    expect(tierQuantities({ minimumQuantity: 4, maximumQuantity: null })).toBe('4 or more');
    expect(tierQuantities({ minimumQuantity: 4, maximumQuantity: 0 })).toBe('4 or more');
    expect(tierQuantities({ minimumQuantity: 5, maximumQuantity: 5 })).toBe('5');
  });

  it('describes each kind of discount', () => {
    const tier = { minimumQuantity: 3, maximumQuantity: null };
    expect(tierDiscount({ ...tier, percentOff: 15 }, 'USD')).toBe('15% off');
    expect(tierDiscount({ ...tier, price: 25 }, 'USD')).toBe('$25.00 each');
    expect(tierDiscount({ ...tier, priceAdjustment: 2 }, 'USD')).toBe('$2.00 off each');
  });
});

describe('itemCount', () => {
  it('counts items in words', () => {
    expect(itemCount(1)).toBe('1 item');
    expect(itemCount(0)).toBe('0 items');
    expect(itemCount(3)).toBe('3 items');
  });
});
