import { resolve } from 'node:path';
import { StoreApiClient } from '../../lib/store/management/client';
import { type Channel } from '../../lib/store/management/channels';
import { channelNameFor, ensureChannel } from './channel-step';
import { parseEnv, readEnvFile } from './env-file';
import { type EnvValue, writeEnvValues } from './env-step';
import { type SetupStep, stepFailure } from './errors';
import { ensureHooks, receiverUrl } from './hooks-step';
import { WEBHOOK_SECRET_HEADER } from '../../lib/webhooks/header';
import {
  DEFAULT_ENV_FILE,
  type ResolvedSetupOptions,
  type SetupOptions,
  resolveSetupOptions,
} from './options';
import { type Outcome, Reporter, type SetupIO } from './report';
import { ensureRoutes } from './routes-step';
import { generateSecret } from './secrets';
import { ensureSite } from './site-step';
import { type StepContext } from './step-context';

export { type SetupOptions } from './options';
export { type SetupIO } from './report';

export interface SetupResult {
  /** Null only in a dry run that would create the channel. */
  channelId: number | null;
  siteId: number | null;
  counts: Record<Outcome, number>;
  /** HTTP requests made to the store, and how many of them were writes (POST, PUT, DELETE). */
  requests: number;
  writes: number;
  /** The secrets in effect (given or generated), for a caller that starts the storefront. Never printed. */
  webhookSecret: string;
  sessionSecret: string;
}

const given = (value: string | undefined) => (value?.trim() ? value : undefined);

/**
 * The options with what the env file remembers filled in: the environment (and flags)
 * first, then the file, both checked by the same rules. A new local store has no use for
 * a channel id remembered from an old one.
 */
async function optionsWithEnvFile(input: SetupOptions) {
  const file = parseEnv(await readEnvFile(resolve(input.envFile ?? DEFAULT_ENV_FILE)));
  const fresh = input.localStore?.fresh === true;
  return resolveSetupOptions({
    ...input,
    channelId: fresh ? undefined : (input.channelId ?? given(file.STORE_CHANNEL_ID)),
    webhookSecret: input.webhookSecret ?? given(file.WEBHOOK_SECRET),
    webhookSignatures: signaturesIn({ ...file, ...input.localStore?.values }, input),
    sessionSecret: input.sessionSecret ?? given(file.SESSION_SECRET),
  });
}

/** How the storefront will check signatures: the caller's word, else the env file's (and a local store's). */
function signaturesIn(values: Record<string, string | undefined>, input: SetupOptions) {
  return {
    clientSecret:
      input.webhookSignatures?.clientSecret === true ||
      given(values.STORE_CLIENT_SECRET) !== undefined,
    required:
      input.webhookSignatures?.required === true ||
      values.WEBHOOK_SIGNATURES?.trim() === 'required',
  };
}

/**
 * The line setup prints about the hooks' signatures: whether the storefront verifies the
 * store's Standard Webhooks signatures, requires them, or rests on the secret header alone.
 */
function signaturesNote({ clientSecret, required }: { clientSecret: boolean; required: boolean }) {
  if (clientSecret && required)
    return `Webhooks are signed by the store (Standard Webhooks) and the storefront verifies every one with STORE_CLIENT_SECRET; unsigned callbacks are refused (WEBHOOK_SIGNATURES=required).`;
  if (clientSecret)
    return `Webhooks: the storefront verifies the store's signature (Standard Webhooks, STORE_CLIENT_SECRET) when a callback has one; one without is checked by its ${WEBHOOK_SECRET_HEADER} header alone. Set WEBHOOK_SIGNATURES=required once your store signs every delivery.`;
  if (required)
    return `Webhooks: WEBHOOK_SIGNATURES=required, but STORE_CLIENT_SECRET is not set: the storefront will refuse every callback until it is (the API account's client secret).`;
  return `Webhooks are checked by their ${WEBHOOK_SECRET_HEADER} header only. Set STORE_CLIENT_SECRET (the API account's client secret, shown when the account was created) so the storefront verifies the store's signatures too.`;
}

/** The secrets in effect; those missing are generated (and then written to the env file). */
function secretsFor(options: ResolvedSetupOptions) {
  return {
    webhookSecret: options.webhookSecret ?? generateSecret(),
    webhookSecretGenerated: options.webhookSecret === undefined,
    sessionSecret: options.sessionSecret ?? generateSecret(),
    sessionSecretGenerated: options.sessionSecret === undefined,
  };
}

/** What the storefront needs in the env file after this run. */
function envValuesFor(
  options: ResolvedSetupOptions,
  values: ReturnType<typeof secretsFor>,
  channel: Channel | null,
): EnvValue[] {
  const owned = options.localStore !== undefined;
  const entries: EnvValue[] = Object.entries(options.localStore?.values ?? {}).map(
    ([key, value]) => ({
      key,
      value,
      replace: true,
      secret: key === 'STORE_API_TOKEN' || key === 'STORE_CLIENT_SECRET',
    }),
  );
  if (channel) entries.push({ key: 'STORE_CHANNEL_ID', value: String(channel.id), replace: owned });
  // A dry run that would create the channel cannot know its id, but shows the line it would write.
  else if (options.dryRun)
    entries.push({ key: 'STORE_CHANNEL_ID', value: "(the new channel's id)", replace: owned });
  if (options.writePublicUrl) entries.push({ key: 'PUBLIC_URL', value: options.publicUrl });
  if (values.webhookSecretGenerated)
    entries.push({ key: 'WEBHOOK_SECRET', value: values.webhookSecret, secret: true });
  if (values.sessionSecretGenerated)
    entries.push({ key: 'SESSION_SECRET', value: values.sessionSecret, secret: true });
  return entries;
}

/** `https://host/stores/abc` without any credentials someone put in the URL. */
const shownUrl = (url: string) => {
  const parsed = new URL(url);
  return `${parsed.origin}${parsed.pathname}`;
};

/**
 * Prepares the store for the storefront: channel, site, the ten routes, webhooks, then the
 * env file. Idempotent: it reads first and writes only what differs, so a second run makes
 * no write request, and a run cut off at any step is completed by the next. Throws
 * UsageError for bad options and SetupError (saying what to do) when a step fails.
 */
export async function runSetup(input: SetupOptions, io: SetupIO): Promise<SetupResult> {
  const options = await optionsWithEnvFile(input);
  const envPath = resolve(options.envFile);
  const values = secretsFor(options);

  let requests = 0;
  let writes = 0;
  const client = new StoreApiClient({
    baseUrl: options.apiUrl,
    token: options.token,
    clientId: options.clientId,
    onRequest: (method) => {
      requests += 1;
      if (method !== 'GET') writes += 1;
    },
  });
  const report = new Reporter(io, options.dryRun);
  const ctx: StepContext = { client, dryRun: options.dryRun, report };
  const step = async <T>(name: SetupStep, run: () => Promise<T>): Promise<T> => {
    try {
      return await run();
    } catch (error) {
      throw stepFailure(name, error);
    }
  };
  let channel: Channel | null = null;
  let siteId: number | null = null;
  const saveEnv = () =>
    writeEnvValues(
      report,
      envPath,
      options.envFile,
      envValuesFor(options, values, channel),
      options.dryRun,
    );

  report.note(
    `Setting up the store at ${shownUrl(options.apiUrl)} for the storefront at ${options.publicUrl}` +
      (options.dryRun ? ' (dry run: nothing will be changed)' : ''),
  );

  try {
    channel = await step('channel', () =>
      ensureChannel(ctx, {
        name: options.channelName,
        id: options.channelId,
        derivedName: channelNameFor(options.publicUrl),
      }),
    );
    const { site, previousUrl } = await step('site', () =>
      ensureSite(ctx, channel?.id ?? null, options.publicUrl),
    );
    siteId = site?.id ?? null;
    await step('routes', () => ensureRoutes(ctx, siteId, channel?.id ?? null));
    await step('webhooks', () =>
      ensureHooks(ctx, {
        destination: receiverUrl(options.publicUrl),
        previousDestination:
          previousUrl === undefined ? undefined : receiverUrl(new URL(previousUrl).origin),
        secret: values.webhookSecret,
      }),
    );
  } catch (error) {
    // Keep what the store now has a record of (the channel id, the secret the hooks carry).
    if (channel && !options.dryRun) await saveEnv().catch(() => undefined);
    throw error;
  }
  await step('env file', saveEnv);

  const { created, updated, unchanged } = report.counts;
  report.note(signaturesNote(options.webhookSignatures));
  report.note(
    options.dryRun
      ? `Dry run: ${created} to create, ${updated} to update, ${unchanged} unchanged; nothing was changed (${requests} requests to the store, ${writes} writes).`
      : `Done: ${created} created, ${updated} updated, ${unchanged} unchanged (${requests} requests to the store, ${writes} writes).`,
  );
  return {
    channelId: channel?.id ?? null,
    siteId,
    counts: { ...report.counts },
    requests,
    writes,
    webhookSecret: values.webhookSecret,
    sessionSecret: values.sessionSecret,
  };
}
