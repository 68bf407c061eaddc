import { themeBundle } from '@/tests/support/theme-fixtures';
import { type Fixtures } from '../fixtures';
import { type FilePlans } from '../plan';

const bundleForm = (name: string) => () => {
  const form = new FormData();
  form.append(
    'file',
    new Blob([Buffer.from(themeBundle(name))], { type: 'application/zip' }),
    `${name}.zip`,
  );
  return form;
};

/** A theme uploaded for the run (deletable: active nowhere), its uuid and its variation's. */
async function uploadedTheme(fx: Fixtures): Promise<{ uuid: string; variationUuid: string }> {
  const name = fx.unique('Conformance theme').replace(/\s+/g, '-');
  const response = await fetch(`${fx.store.apiUrl}/v3/themes`, {
    method: 'POST',
    headers: { 'x-auth-token': fx.store.primaryAccount.accessToken, accept: 'application/json' },
    body: bundleForm(name)(),
  });
  const { job_id: jobId } = (await response.json()) as { job_id: string };
  const job = await fx.data<{ status: string; result: { theme_id: string } }>(
    'GET',
    `/v3/themes/jobs/${jobId}`,
  );
  if (job.status !== 'COMPLETED') throw new Error(`the theme upload job ${jobId} is ${job.status}`);
  const theme = await fx.data<{ uuid: string; variations: Array<{ uuid: string }> }>(
    'GET',
    `/v3/themes/${job.result.theme_id}`,
  );
  return { uuid: theme.uuid, variationUuid: theme.variations[0]!.uuid };
}

/** The theme channel 1 shows, with its variations. */
async function activeTheme(fx: Fixtures) {
  const active = await fx.data<{ active_theme_uuid: string; active_theme_version_uuid: string }>(
    'GET',
    '/v3/channels/1/active-theme',
  );
  const theme = await fx.data<{ uuid: string; variations: Array<{ uuid: string }> }>(
    'GET',
    `/v3/themes/${active.active_theme_uuid}`,
  );
  return {
    uuid: theme.uuid,
    versionUuid: active.active_theme_version_uuid,
    variationUuid: theme.variations[0]!.uuid,
  };
}

export const themesPlans: FilePlans = {
  'POST /themes': {
    call: (fx) => ({ form: bundleForm(fx.unique('Upload').replace(/\s+/g, '-')) }),
  },
  'GET /themes/{uuid}': {
    call: async (fx) => ({ params: { uuid: (await activeTheme(fx)).uuid } }),
  },
  'DELETE /themes/{uuid}': {
    call: async (fx) => ({ params: { uuid: (await uploadedTheme(fx)).uuid } }),
  },
  // The file's example (last_created) is sent too; the planned call names a revision the
  // file does not know, which it says defaults to last_activated.
  'POST /themes/{uuid}/actions/download': {
    call: async (fx) => ({
      params: { uuid: (await activeTheme(fx)).uuid },
      body: { which: 'newest' },
    }),
  },
  'POST /themes/actions/activate': {
    call: async (fx) => ({
      query: { channel_id: 1 },
      body: { variation_id: (await activeTheme(fx)).variationUuid, which: 'last_activated' },
    }),
    // The example activates a variation of some other store's theme: this store's active one.
    example: async (value: Record<string, unknown>, fx) => ({
      ...value,
      variation_id: (await activeTheme(fx)).variationUuid,
    }),
  },
  'GET /themes/jobs/{job_id}': {
    call: async (fx) => {
      const { job_id: jobId } = await fx.api<{ job_id: string }>(
        'POST',
        `/v3/themes/${(await activeTheme(fx)).uuid}/actions/download`,
        { which: 'original' },
      );
      return { params: { job_id: jobId } };
    },
  },
  'GET /themes/{uuid}/configurations': {
    call: async (fx) => ({
      params: { uuid: (await activeTheme(fx)).uuid },
      query: { 'channel_id:in': 1, limit: 5 },
    }),
  },
  'POST /themes/{uuid}/configurations/validate': {
    call: async (fx) => {
      const theme = await activeTheme(fx);
      return {
        params: { uuid: theme.uuid },
        body: { variation_id: theme.variationUuid, settings: { products_per_page: 24 } },
      };
    },
  },
  'GET /themes/custom-templates/{version_uuid}': {
    call: async (fx) => ({ params: { version_uuid: (await activeTheme(fx)).versionUuid } }),
  },
};
