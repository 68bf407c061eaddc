import { z } from 'zod';

/**
 * The environment, parsed once with zod. Each program asks only for what it uses, and a
 * missing or bad variable is an error that names it and says where to set it, without
 * echoing secret values.
 */
const httpUrl = (name: string) =>
  z
    .string({ error: `${name} is not set` })
    .trim()
    .min(1, `${name} is not set`)
    .refine((value) => {
      try {
        const url = new URL(value);
        return url.protocol === 'http:' || url.protocol === 'https:';
      } catch {
        return false;
      }
    }, `${name} must be an absolute http(s) URL`)
    .transform((value) => value.replace(/\/+$/, ''));

const secret = (name: string, minLength: number) =>
  z
    .string({ error: `${name} is not set` })
    .min(minLength, `${name} must be at least ${minLength} characters long`);

/** A variable set to nothing counts as not set. */
const emptyAsUnset = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;

const required = (name: string) =>
  z
    .string({ error: `${name} is not set` })
    .trim()
    .min(1, `${name} is not set`);

/**
 * A credential sent in an HTTP header: printable ASCII without spaces. Anything else
 * (a newline pasted with it, say) makes every request fail, and node's fetch would quote
 * the value in its error; the message names the variable only.
 */
export const HEADER_SAFE = /^[\x21-\x7E]+$/;
const headerValue = (name: string) =>
  required(name).regex(
    HEADER_SAFE,
    `${name} must be printable ASCII without spaces or line breaks (check for a stray character pasted with it)`,
  );

/**
 * REDIS_URL: optional; when set, a redis:// or rediss:// URL. Messages show the scheme at
 * most: the URL may hold a password.
 */
const redisUrl = z
  .string()
  .trim()
  .superRefine((value, check) => {
    let url: URL;
    try {
      url = new URL(value);
    } catch {
      check.addIssue({
        code: 'custom',
        message:
          'REDIS_URL must be a URL such as redis://:password@host:6379 (it does not parse as one)',
      });
      return;
    }
    if (url.protocol !== 'redis:' && url.protocol !== 'rediss:') {
      check.addIssue({
        code: 'custom',
        message: `REDIS_URL must start with redis:// or rediss:// (TLS); it starts with ${url.protocol}//`,
      });
    } else if (!url.hostname) {
      check.addIssue({
        code: 'custom',
        message: 'REDIS_URL must name a host, as in redis://:password@host:6379',
      });
    }
  });

/** The shared cache (Redis): off unless REDIS_URL is set. Its key prefix keeps two shops on one Redis apart. */
export const sharedCacheConfigSchema = z.object({
  REDIS_URL: z.preprocess(emptyAsUnset, redisUrl.optional()),
  REDIS_KEY_PREFIX: z
    .string()
    .trim()
    .regex(
      /^[\w:.-]{1,100}$/,
      'REDIS_KEY_PREFIX must be up to 100 letters, digits, _ : . or - (e.g. myshop:)',
    )
    .optional(),
});

export const storeApiConfigSchema = z.object({
  STORE_API_URL: httpUrl('STORE_API_URL'),
  STORE_API_TOKEN: headerValue('STORE_API_TOKEN'),
  STORE_CLIENT_ID: headerValue('STORE_CLIENT_ID'),
});

export const storefrontConfigSchema = storeApiConfigSchema.extend({
  ...sharedCacheConfigSchema.shape,
  STOREFRONT_GRAPHQL_URL: httpUrl('STOREFRONT_GRAPHQL_URL'),
  STORE_CHANNEL_ID: z.coerce
    .number({ error: 'STORE_CHANNEL_ID is not set (npm run setup writes it)' })
    .int('STORE_CHANNEL_ID must be a channel id (an integer)')
    .positive('STORE_CHANNEL_ID must be a channel id (a positive integer)'),
  PUBLIC_URL: httpUrl('PUBLIC_URL'),
  SESSION_SECRET: secret('SESSION_SECRET', 32),
  WEBHOOK_SECRET: secret('WEBHOOK_SECRET', 16),
  /**
   * The API account's client secret: the key of the store's Standard Webhooks signatures
   * (lib/webhooks/signature.ts). Optional: without it, callbacks are checked by the
   * WEBHOOK_SECRET header alone.
   */
  STORE_CLIENT_SECRET: z.preprocess(emptyAsUnset, headerValue('STORE_CLIENT_SECRET').optional()),
  /**
   * `required`: every callback must carry a valid signature (the store signs: the local
   * store service does). `when-sent` (default): a signature is verified when the callback
   * has one, and a callback without one is checked by the WEBHOOK_SECRET header alone.
   */
  WEBHOOK_SIGNATURES: z.preprocess(
    emptyAsUnset,
    z
      .enum(['required', 'when-sent'], {
        error: 'WEBHOOK_SIGNATURES must be required or when-sent',
      })
      .default('when-sent'),
  ),
  STOREFRONT_GRAPHQL_TIMEOUT_MS: z.coerce
    .number({ error: 'STOREFRONT_GRAPHQL_TIMEOUT_MS must be a number of milliseconds' })
    .int('STOREFRONT_GRAPHQL_TIMEOUT_MS must be a whole number of milliseconds')
    .positive('STOREFRONT_GRAPHQL_TIMEOUT_MS must be a positive number of milliseconds')
    .default(10_000),
});

export type StorefrontConfig = z.output<typeof storefrontConfigSchema>;

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(
      `The storefront is not configured: ${problems.join('; ')}. ` +
        'Set these in .env.local or the environment (npm run setup writes the store values; see README, Configuration).',
    );
    this.name = 'ConfigError';
  }
}

export function parseConfig<S extends z.ZodType>(
  schema: S,
  env: Record<string, string | undefined>,
): z.output<S> {
  const result = schema.safeParse(env);
  if (result.success) return result.data;
  throw new ConfigError([...new Set(result.error.issues.map((issue) => issue.message))]);
}

let storefrontConfig: StorefrontConfig | undefined;

/** The storefront server's configuration, read from the environment on first use. */
export function getStorefrontConfig(): StorefrontConfig {
  storefrontConfig ??= parseConfig(storefrontConfigSchema, process.env);
  return storefrontConfig;
}

/** The store hash in a management API base URL (`https://host/stores/{store_hash}`). */
export function storeHashOf(apiUrl: string): string {
  return new URL(apiUrl).pathname.split('/').filter(Boolean).at(-1) ?? '';
}
