import { describe, expect, it } from 'vitest';
import { isSubscribableScope, scopeCovers, scopesCovering } from '@/emulator/webhooks/hook-scopes';

describe('webhook scopes', () => {
  it('accepts the concrete scopes of the reference', () => {
    for (const scope of [
      'store/order/created',
      'store/order/statusUpdated',
      'store/cart/lineItem/deleted',
      'store/app/uninstalled',
      'store/information/updated',
    ]) {
      expect(isSubscribableScope(scope), scope).toBe(true);
    }
  });

  it('accepts a wildcard over any family that holds known scopes', () => {
    for (const scope of [
      'store/*',
      'store/order/*',
      'store/cart/*',
      'store/cart/lineItem/*',
      'store/app/*',
      'store/sku/inventory/*',
    ]) {
      expect(isSubscribableScope(scope), scope).toBe(true);
    }
  });

  it('rejects unknown scopes, unknown families and misplaced wildcards', () => {
    for (const scope of [
      '',
      '*',
      'store',
      'store/order',
      'store/order/shipped',
      'store/planet/*',
      'store/*/created',
      'store/order/**',
      'order/*',
      'store/order/created/',
    ]) {
      expect(isSubscribableScope(scope), scope).toBe(false);
    }
  });

  it('matches a scope itself and every enclosing family wildcard', () => {
    expect(scopesCovering('store/cart/lineItem/created')).toEqual([
      'store/cart/lineItem/created',
      'store/*',
      'store/cart/*',
      'store/cart/lineItem/*',
    ]);
    expect(scopeCovers('store/cart/*', 'store/cart/lineItem/created')).toBe(true);
    expect(scopeCovers('store/*', 'store/order/statusUpdated')).toBe(true);
    expect(scopeCovers('store/order/*', 'store/order/refund/created')).toBe(true);
    expect(scopeCovers('store/order/created', 'store/order/created')).toBe(true);
  });

  it('does not match siblings, parents or look-alike prefixes', () => {
    expect(scopeCovers('store/cart/lineItem/*', 'store/cart/created')).toBe(false);
    expect(scopeCovers('store/order/created', 'store/order/updated')).toBe(false);
    expect(scopeCovers('store/cart/*', 'store/cartography/created')).toBe(false);
    expect(scopeCovers('store/order/created', 'store/order/created/extra')).toBe(false);
  });
});
