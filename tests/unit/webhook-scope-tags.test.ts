import { describe, expect, it } from 'vitest';
import {
  HANDLED_SCOPE_PREFIXES,
  SUBSCRIBED_SCOPES,
  invalidationFor,
} from '@/lib/webhooks/scope-tags';
import { type Callback } from '@/lib/webhooks/payload';

/** The prefix a subscribed `family/*` scope covers. */
const familyOf = (scope: string) => scope.replace(/\*$/, '');

const callback = (scope: string, data: Callback['data']): Callback => ({
  scope,
  store_id: '1',
  producer: 'stores/x',
  data,
  hash: 'a'.repeat(40),
  created_at: 1,
});

describe('subscribed scopes and receiver rules', () => {
  it('subscribe only to scope families, each ending in /*', () => {
    for (const scope of SUBSCRIBED_SCOPES) expect(scope, scope).toMatch(/^store\/[a-zA-Z]+\/\*$/);
  });

  it('cover every scope a rule handles, so no rule waits for callbacks that never come', () => {
    for (const prefix of HANDLED_SCOPE_PREFIXES) {
      expect(
        SUBSCRIBED_SCOPES.some((scope) => prefix.startsWith(familyOf(scope))),
        `${prefix} is handled by a rule but no subscribed scope delivers it`,
      ).toBe(true);
    }
  });

  it('each have a rule, so nothing subscribed is only acknowledged and dropped', () => {
    for (const scope of SUBSCRIBED_SCOPES) {
      expect(
        HANDLED_SCOPE_PREFIXES.some((prefix) => prefix.startsWith(familyOf(scope))),
        `${scope} is subscribed but no rule handles it`,
      ).toBe(true);
      expect(
        invalidationFor(callback(`${familyOf(scope)}updated`, { type: 'x', id: 1 })),
        scope,
      ).not.toBeNull();
    }
  });

  it('include variant (sku) and customer events', () => {
    expect(SUBSCRIBED_SCOPES).toContain('store/sku/*');
    expect(SUBSCRIBED_SCOPES).toContain('store/customer/*');
  });

  it("refresh a customer's details and prices on store/customer/updated, and the address book of the address's customer for an address", () => {
    expect(
      invalidationFor(callback('store/customer/updated', { type: 'customer', id: 42 })),
    ).toEqual({ tags: ['customer:42'] });
    expect(
      invalidationFor(
        callback('store/customer/address/updated', {
          type: 'customer',
          id: 7,
          address: { customer_id: 42 },
        }),
      ),
    ).toEqual({ tags: ['customer-addresses:42'] });
    for (const address of [undefined, null, 'x', { customer_id: 'nope' }, { customer_id: -1 }]) {
      expect(
        invalidationFor(
          callback('store/customer/address/created', { type: 'customer', id: 7, address }),
        ),
      ).toEqual({ tags: [] });
    }
  });

  it("refresh a variant's product on store/sku/*, stock events included", () => {
    expect(
      invalidationFor(
        callback('store/sku/updated', {
          type: 'sku',
          id: 70,
          sku: { product_id: 14, variant_id: 70 },
        }),
      ),
    ).toEqual({
      tags: ['product:14'],
    });
    const inventory = { product_id: 14, method: 'relative', value: -2, variant_id: 70 };
    expect(
      invalidationFor(
        callback('store/sku/inventory/order/updated', { type: 'sku', id: 70, inventory }),
      ),
    ).toEqual({ tags: ['product:14'] });
    expect(invalidationFor(callback('store/sku/updated', { type: 'sku', id: 70 }))).toEqual({
      tags: ['products'],
    });
  });
});
