import { type ApiAccount } from '@/emulator/core/store';
import { type TestStore } from './store-service';

export const SCRIPTS_PATH = '/v3/content/scripts';

/** A new API account holding only `scopes`. */
export const accountWith = (store: TestStore, ...scopes: string[]): ApiAccount =>
  store.createApiAccount(`only ${scopes.join(' + ') || 'nothing'}`, scopes);

/**
 * What a merchant does in the control panel when they edit an API account's scopes: the
 * token stays, what it grants changes. The service reads an account's scopes per request.
 */
export function changeScopes(store: TestStore, account: ApiAccount, scopes: readonly string[]): void {
  store.ctx.db.prepare('UPDATE api_accounts SET scopes = ? WHERE id = ?').run(JSON.stringify([...scopes].sort()), account.id);
}

export const srcScript = (overrides: Record<string, unknown> = {}) => ({
  name: 'Analytics',
  src: 'https://cdn.example.com/analytics.js',
  kind: 'src',
  ...overrides,
});

export const tagScript = (overrides: Record<string, unknown> = {}) => ({
  name: 'Chat widget',
  html: '<script>window.chat = true;</script>',
  kind: 'script_tag',
  ...overrides,
});
