import { parseArgs } from 'node:util';
import { z } from 'zod';
import { STEP_SCOPES, UsageError } from './errors';

/** The channel platform setup creates the storefront channel with (a storefront platform of seed 2.7). */
export const STOREFRONT_PLATFORM = 'next';
export const DEFAULT_PUBLIC_URL = 'http://localhost:3000';
export const DEFAULT_ENV_FILE = '.env.local';

const absoluteHttpUrl = (value: string): URL | null => {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname ? url : null;
  } catch {
    return null;
  }
};

const required = (name: string) =>
  z
    .string({ error: `${name} is not set` })
    .trim()
    .min(1, { message: `${name} is not set`, abort: true });

// The API URL is not echoed in messages: it may carry credentials someone pasted into it.
const apiUrl = required('STORE_API_URL (--api-url)')
  .refine(
    (value) => absoluteHttpUrl(value) !== null,
    'STORE_API_URL (--api-url) must be an absolute http(s) URL, https://{host}/stores/{store_hash}',
  )
  .transform((value) => value.replace(/\/+$/, ''));

/**
 * The storefront's public origin. Routes and the webhook receiver hang off its root (the
 * storefront has no base path), so a path, query or fragment is a mistake to point out.
 */
const publicUrl = z
  .string()
  .trim()
  .superRefine((value, check) => {
    const url = absoluteHttpUrl(value);
    if (!url) {
      check.addIssue({
        code: 'custom',
        message: `PUBLIC_URL (--public-url) must be an absolute http(s) URL such as https://shop.example.com; got "${value}"`,
      });
    } else if (url.username || url.password || url.search || url.hash || url.pathname !== '/') {
      check.addIssue({
        code: 'custom',
        message: `PUBLIC_URL (--public-url) must be the storefront's origin only, such as ${url.origin}; got "${value}"`,
      });
    }
  })
  .transform((value) => new URL(value).origin);

const setupOptionsSchema = z.object({
  apiUrl,
  token: required('STORE_API_TOKEN (--token)'),
  clientId: required('STORE_CLIENT_ID (--client-id)'),
  publicUrl: publicUrl.default(DEFAULT_PUBLIC_URL),
  /** Find or create the channel by this name; by default setup derives one from the public URL. */
  channelName: z
    .string()
    .trim()
    .min(1, '--channel-name must not be empty')
    .max(255, '--channel-name is at most 255 characters')
    .optional(),
  /** STORE_CHANNEL_ID of an earlier run: that channel is the one to set up. */
  channelId: z.coerce
    .number({ error: 'STORE_CHANNEL_ID must be a channel id (an integer)' })
    .int('STORE_CHANNEL_ID must be a channel id (an integer)')
    .positive('STORE_CHANNEL_ID must be a channel id (a positive integer)')
    .optional(),
  /** WEBHOOK_SECRET when set; setup generates one otherwise. */
  webhookSecret: z
    .string()
    .min(16, 'WEBHOOK_SECRET must be at least 16 characters long')
    .optional(),
  /**
   * How the storefront will check the webhooks' signatures (STORE_CLIENT_SECRET set,
   * WEBHOOK_SIGNATURES=required): setup says so after registering them.
   */
  webhookSignatures: z
    .object({ clientSecret: z.boolean(), required: z.boolean() })
    .default({ clientSecret: false, required: false }),
  /** SESSION_SECRET when set; setup generates one otherwise. */
  sessionSecret: z
    .string()
    .min(32, 'SESSION_SECRET must be at least 32 characters long')
    .optional(),
  envFile: z.string().trim().min(1, '--env-file must not be empty').default(DEFAULT_ENV_FILE),
  dryRun: z.boolean().default(false),
  /** Write PUBLIC_URL to the env file (when it came from --public-url). */
  writePublicUrl: z.boolean().default(false),
  /**
   * Set by `npm start` when it set up its own local store service. That service owns the
   * STORE_* values, so they are written over what the env file has; a new database (`fresh`)
   * makes a channel id remembered in the env file meaningless.
   */
  localStore: z.object({ values: z.record(z.string(), z.string()), fresh: z.boolean() }).optional(),
});

/** What `runSetup` takes; validated by it. */
export type SetupOptions = z.input<typeof setupOptionsSchema>;
export type ResolvedSetupOptions = z.output<typeof setupOptionsSchema>;

export function resolveSetupOptions(options: SetupOptions): ResolvedSetupOptions {
  const result = setupOptionsSchema.safeParse(options);
  if (result.success) return result.data;
  const problems = [...new Set(result.error.issues.map((issue) => issue.message))];
  const noStore =
    result.error.issues.some((issue) => issue.path[0] === 'apiUrl') && !options.apiUrl;
  const hint = noStore
    ? ' No store yet? npm start runs the local store service and sets it up.'
    : '';
  throw new UsageError(`${problems.join('; ')}. See npm run setup -- --help.${hint}`);
}

const scopeLines = Object.entries(STEP_SCOPES)
  .filter(([step]) => step !== 'routes')
  .map(
    ([step, need]) =>
      `  ${need.scope.padEnd(24)} ${need.uiName}: modify (${step}; ${need.readOnly} for --dry-run)`,
  )
  .join('\n');

export const HELP = `Prepares a store for this storefront: its channel, the channel's site, the site's
routes to the storefront's pages and the webhooks that keep cached pages fresh. Safe
to run again: it changes only what differs and reports every item.

Usage: npm run setup -- [options]

Options (each also read from the environment or the env file):
  --api-url URL        management API base, https://{host}/stores/{store_hash}   STORE_API_URL
  --token TOKEN        X-Auth-Token of an API account                             STORE_API_TOKEN
  --client-id ID       X-Auth-Client of that API account                          STORE_CLIENT_ID
  --public-url URL     the storefront's public origin (default ${DEFAULT_PUBLIC_URL})   PUBLIC_URL
  --channel-name NAME  channel to find or create (default "Storefront <host>")
  --env-file PATH      env file to read and write (default ${DEFAULT_ENV_FILE})
  --dry-run            print the plan, change nothing, write nothing
  -h, --help           show this help

Also read: STORE_CHANNEL_ID (the channel of an earlier run; setup writes it),
WEBHOOK_SECRET and SESSION_SECRET (generated into the env file when missing).
The environment wins over the env file; setup never overwrites a value you set there.

The API account needs these scopes:
${scopeLines}

Exit codes: 0 done, 1 a step failed (the message says what to do), 2 bad options.
`;

export type ParsedArgs = { help: true } | { help: false; flags: SetupFlags };

export interface SetupFlags {
  apiUrl?: string;
  token?: string;
  clientId?: string;
  publicUrl?: string;
  channelName?: string;
  envFile?: string;
  dryRun: boolean;
}

export function parseSetupArgs(argv: readonly string[]): ParsedArgs {
  let values;
  try {
    ({ values } = parseArgs({
      args: [...argv],
      strict: true,
      options: {
        'api-url': { type: 'string' },
        token: { type: 'string' },
        'client-id': { type: 'string' },
        'public-url': { type: 'string' },
        'channel-name': { type: 'string' },
        'env-file': { type: 'string' },
        'dry-run': { type: 'boolean', default: false },
        help: { type: 'boolean', short: 'h', default: false },
      },
    }));
  } catch (error) {
    throw new UsageError(`${(error as Error).message}. See npm run setup -- --help.`);
  }
  if (values.help) return { help: true };
  return {
    help: false,
    flags: {
      apiUrl: values['api-url'],
      token: values.token,
      clientId: values['client-id'],
      publicUrl: values['public-url'],
      channelName: values['channel-name'],
      envFile: values['env-file'],
      dryRun: values['dry-run'],
    },
  };
}

/** Flags over environment: the options of a command-line run. */
export function optionsFromFlags(
  flags: SetupFlags,
  env: Record<string, string | undefined>,
): SetupOptions {
  const set = (value: string | undefined) =>
    value === undefined || value.trim() === '' ? undefined : value;
  return {
    apiUrl: flags.apiUrl ?? env.STORE_API_URL ?? '',
    token: flags.token ?? env.STORE_API_TOKEN ?? '',
    clientId: flags.clientId ?? env.STORE_CLIENT_ID ?? '',
    publicUrl: flags.publicUrl ?? set(env.PUBLIC_URL),
    channelName: flags.channelName,
    channelId: set(env.STORE_CHANNEL_ID),
    webhookSecret: set(env.WEBHOOK_SECRET),
    webhookSignatures: {
      clientSecret: set(env.STORE_CLIENT_SECRET) !== undefined,
      required: env.WEBHOOK_SIGNATURES?.trim() === 'required',
    },
    sessionSecret: set(env.SESSION_SECRET),
    envFile: flags.envFile,
    dryRun: flags.dryRun,
    writePublicUrl: flags.publicUrl !== undefined,
  };
}
