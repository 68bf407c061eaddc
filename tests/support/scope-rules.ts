import { expect } from 'vitest';
import { type TestStore } from './store-service';

export interface ScopeRules {
  /** The group's read-only and modify scopes, e.g. store_v2_customers_read_only / store_v2_customers. */
  readOnly: string;
  modify: string;
  /** Endpoints the read-only scope may call: `[method, path]`. */
  reads: ReadonlyArray<readonly [string, string]>;
  /** Endpoints that need the modify scope: `[method, path, body?]`. */
  writes: ReadonlyArray<readonly [string, string, unknown?]>;
}

/**
 * Checks an area's access rules over HTTP: a read-only account reads but cannot write (403
 * naming the modify scope); an account without the group can do neither (403 naming it).
 */
export async function expectScopeRules(store: TestStore, rules: ScopeRules): Promise<void> {
  const readOnly = store.createApiAccount(`read-only ${rules.readOnly}`, [
    rules.readOnly,
  ]).accessToken;
  const outsider = store.createApiAccount('another group only', ['store_v2_orders']).accessToken;
  for (const [method, path] of rules.reads) {
    const allowed = await store.api(method, path, { token: readOnly });
    expect(allowed.status, `${method} ${path} with ${rules.readOnly}`).not.toBe(403);
    expect(allowed.status, `${method} ${path} with ${rules.readOnly}`).toBeLessThan(500);
    const refused = await store.api(method, path, { token: outsider });
    expect(refused.status, `${method} ${path} without the scope`).toBe(403);
    expect(JSON.stringify(refused.body)).toContain(rules.readOnly);
  }
  for (const [method, path, body] of rules.writes) {
    const refused = await store.api(method, path, { token: readOnly, body: body ?? {} });
    expect(refused.status, `${method} ${path} with ${rules.readOnly}`).toBe(403);
    expect(JSON.stringify(refused.body)).toContain(rules.modify);
  }
}
