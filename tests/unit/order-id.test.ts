import { describe, expect, it } from 'vitest';
import { orderIdOf } from '@/lib/shared/order-id';

describe('orderIdOf', () => {
  it('reads an order id from a route param or form field', () => {
    expect(orderIdOf('42')).toBe(42);
    expect(orderIdOf(String(2 ** 31 - 1))).toBe(2 ** 31 - 1);
  });

  it('is null for what cannot be an order id, including ids past the 32-bit GraphQL Int the store takes', () => {
    for (const raw of [
      '',
      '0',
      '-1',
      '1.5',
      '1e3',
      ' 7',
      'abc',
      String(2 ** 31),
      '99999999999999999999',
    ]) {
      expect(orderIdOf(raw), raw).toBeNull();
    }
  });
});
