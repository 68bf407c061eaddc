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
export function changeScopes(
  store: TestStore,
  account: ApiAccount,
  scopes: readonly string[],
): void {
  store.ctx.db
    .prepare('UPDATE api_accounts SET scopes = ? WHERE id = ?')
    .run(JSON.stringify([...scopes].sort()), account.id);
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

export const TEMPLATES_PATH = '/v3/content/widget-templates';
export const WIDGETS_PATH = '/v3/content/widgets';
export const PLACEMENTS_PATH = '/v3/content/placements';

export const LIST_TEMPLATE = '<ul>{{#each items}}<li>{{text}}</li>{{/each}}</ul>';

/** Creates a widget template and returns its JSON (`data`). */
export async function createTemplate(store: TestStore, overrides: Record<string, unknown> = {}) {
  const res = await store.api('POST', TEMPLATES_PATH, {
    body: { name: 'Simple list', template: LIST_TEMPLATE, ...overrides },
  });
  if (res.status !== 200) throw new Error(`template not created: ${JSON.stringify(res.body)}`);
  return res.body.data;
}

/** Creates a widget (on a new template unless one is given) and returns its JSON (`data`). */
export async function createWidget(store: TestStore, overrides: Record<string, unknown> = {}) {
  const templateUuid =
    (overrides.widget_template_uuid as string | undefined) ?? (await createTemplate(store)).uuid;
  const res = await store.api('POST', WIDGETS_PATH, {
    body: {
      name: 'Benefits',
      widget_template_uuid: templateUuid,
      widget_configuration: { items: [{ text: 'Free returns' }] },
      ...overrides,
    },
  });
  if (res.status !== 200) throw new Error(`widget not created: ${JSON.stringify(res.body)}`);
  return res.body.data;
}
