import { describe, expect, it } from 'vitest';
import { type PriceRecord, quote, tierFor } from '@/emulator/catalog/pricing';

const catalog = (overrides: Partial<PriceRecord> = {}): PriceRecord => ({
  source: 'catalog',
  price: 20,
  salePrice: null,
  retailPrice: null,
  bulkTiers: [],
  ...overrides,
});

describe('quote', () => {
  it('charges the price when not on sale', () => {
    expect(quote(catalog(), 3)).toMatchObject({
      basePrice: 20,
      salePrice: null,
      calculatedPrice: 20,
      unitPrice: 20,
      extendedPrice: 60,
    });
  });

  it('charges the sale price when on sale, and treats a sale price of 0 as no sale', () => {
    expect(quote(catalog({ salePrice: 15.5 }), 1)).toMatchObject({
      salePrice: 15.5,
      calculatedPrice: 15.5,
      unitPrice: 15.5,
    });
    expect(quote(catalog({ salePrice: 0 }), 1)).toMatchObject({ salePrice: null, unitPrice: 20 });
  });

  it('passes the retail price through for "was" prices', () => {
    expect(quote(catalog({ retailPrice: 25 }), 1).retailPrice).toBe(25);
  });

  it('applies the bulk tier of the quantity: dollars off, percent off, fixed price', () => {
    const tiers = [
      { quantity_min: 2, quantity_max: 4, type: 'price' as const, amount: 1.5 },
      { quantity_min: 5, quantity_max: 9, type: 'percent' as const, amount: 10 },
      { quantity_min: 10, quantity_max: 0, type: 'fixed' as const, amount: 12 },
    ];
    const at = (quantity: number) => quote(catalog({ bulkTiers: tiers }), quantity);
    expect(at(1)).toMatchObject({ unitPrice: 20, bulkTier: null });
    expect(at(2)).toMatchObject({ unitPrice: 18.5, extendedPrice: 37 });
    expect(at(4).unitPrice).toBe(18.5);
    expect(at(5)).toMatchObject({ unitPrice: 18, extendedPrice: 90 });
    expect(at(10)).toMatchObject({ unitPrice: 12, extendedPrice: 120 });
    expect(at(1000).unitPrice).toBe(12);
  });

  it('applies tiers on top of the sale price, never raising it or going below zero', () => {
    const fixedAboveSale = [
      { quantity_min: 2, quantity_max: 0, type: 'fixed' as const, amount: 19 },
    ];
    expect(quote(catalog({ salePrice: 16, bulkTiers: fixedAboveSale }), 3).unitPrice).toBe(16);
    const percent = [{ quantity_min: 2, quantity_max: 0, type: 'percent' as const, amount: 25 }];
    expect(quote(catalog({ salePrice: 16, bulkTiers: percent }), 2).unitPrice).toBe(12);
    const tooMuchOff = [{ quantity_min: 2, quantity_max: 0, type: 'price' as const, amount: 50 }];
    expect(quote(catalog({ bulkTiers: tooMuchOff }), 2).unitPrice).toBe(0);
  });

  it('adds and multiplies in cents', () => {
    expect(quote(catalog({ price: 0.1 }), 3).extendedPrice).toBe(0.3);
    const third = [{ quantity_min: 2, quantity_max: 0, type: 'percent' as const, amount: 33 }];
    expect(quote(catalog({ price: 9.99, bulkTiers: third }), 3)).toMatchObject({
      unitPrice: 6.69,
      extendedPrice: 20.07,
    });
  });

  it('uses a price-list record as given: its price and only its own tiers', () => {
    const record = catalog({
      source: 'price_list',
      price: 17,
      bulkTiers: [{ quantity_min: 3, quantity_max: 0, type: 'price', amount: 2 }],
    });
    expect(quote(record, 3)).toMatchObject({ source: 'price_list', basePrice: 17, unitPrice: 15 });
  });

  it('refuses a quantity that is not a whole number of at least 1', () => {
    for (const quantity of [0, -1, 1.5, Number.NaN])
      expect(() => quote(catalog(), quantity)).toThrow(/at least 1/);
  });
});

describe('tierFor', () => {
  it('picks the tier whose range holds the quantity; 0 as maximum is open-ended', () => {
    const tiers = [
      { quantity_min: 3, quantity_max: 5, type: 'price' as const, amount: 1 },
      { quantity_min: 6, quantity_max: 0, type: 'percent' as const, amount: 20 },
    ];
    expect(tierFor(tiers, 2)).toBeNull();
    expect(tierFor(tiers, 3)).toBe(tiers[0]);
    expect(tierFor(tiers, 5)).toBe(tiers[0]);
    expect(tierFor(tiers, 6)).toBe(tiers[1]);
    expect(tierFor(tiers, 600)).toBe(tiers[1]);
  });
});
