import { z } from 'zod';
import { unixSeconds } from '../core';
import { unprocessable } from '../http';
import { parseHttpUrl } from '../sites';

/**
 * The reference states no upper bound for `expires_at` and its own example lies years
 * ahead; this service allows ten years, far enough for any real use while still catching
 * milliseconds sent where seconds belong.
 */
export const MAX_TOKEN_LIFETIME_SECONDS = 10 * 365 * 24 * 60 * 60;

/** An origin as browsers send it: scheme, host and port, nothing else. A trailing `/` is dropped. */
const corsOrigin = z.string().transform((value, ctx) => {
  const url = parseHttpUrl(value);
  const isOrigin =
    url !== null && !url.username && !url.password && url.pathname === '/' && !/[?#]/.test(value);
  if (!url || !isOrigin) {
    ctx.addIssue({
      code: 'custom',
      message: `"${value}" is not an origin such as "https://shop.example.com" (scheme, host, optional port; no path)`,
    });
    return z.NEVER;
  }
  return url.origin;
});

const tokenChannel = {
  channel_id: z.number().int().positive().optional(),
  /** The real service's multi-channel form; tokens here are for one channel. */
  channel_ids: z.array(z.number().int().positive()).optional(),
  expires_at: z.number().int('expires_at must be an integer: Unix seconds').nonnegative(),
};

export const storefrontTokenBody = z.object({
  ...tokenChannel,
  allowed_cors_origins: z
    .array(corsOrigin)
    .min(1, 'allowed_cors_origins needs at least one origin, or leave it out')
    .max(2, 'allowed_cors_origins holds at most two origins')
    .optional(),
});

/** Impersonation tokens are for server-to-server use; like the real service, CORS origins sent here are ignored. */
export const impersonationTokenBody = z.object(tokenChannel);

/** The access scopes a private token may carry. */
export const PRIVATE_TOKEN_SCOPES = ['Unauthenticated', 'Customer', 'B2B'] as const;

/** Private tokens are for server-to-server use too; they name what the token may read. */
export const privateTokenBody = z.object({
  ...tokenChannel,
  scopes: z
    .array(
      z.enum(PRIVATE_TOKEN_SCOPES, {
        error: `each scope must be one of ${PRIVATE_TOKEN_SCOPES.join(', ')}`,
      }),
      {
        error: `scopes is required: a list of ${PRIVATE_TOKEN_SCOPES.join(', ')}`,
      },
    )
    .min(1, 'scopes needs at least one scope'),
});

type TokenChannelInput = z.output<z.ZodObject<typeof tokenChannel>>;

/** The one channel of a token request: `channel_id`, or `channel_ids` naming one. */
export function requestedChannel(body: TokenChannelInput): number {
  if (body.channel_id !== undefined && body.channel_ids !== undefined) {
    throw unprocessable('Send either channel_id or channel_ids, not both.', {
      channel_ids: 'leave out when channel_id is sent',
    });
  }
  if (body.channel_ids !== undefined) {
    const [only, ...more] = body.channel_ids;
    if (only === undefined || more.length) {
      throw unprocessable(
        'A token of this store service is for exactly one channel; send channel_id.',
        {
          channel_ids: 'must list exactly one channel id',
        },
      );
    }
    return only;
  }
  if (body.channel_id === undefined) {
    throw unprocessable('channel_id is required: the channel the token is for.', {
      channel_id: 'required',
    });
  }
  return body.channel_id;
}

/** `expires_at` must lie in the future and at most ten years ahead. */
export function checkExpiry(expiresAt: number, nowMs: number): void {
  const now = unixSeconds(nowMs);
  if (expiresAt <= now) {
    throw unprocessable(
      `expires_at ${expiresAt} is not in the future (now is ${now}, Unix seconds).`,
      {
        expires_at: 'must be a future time in Unix seconds',
      },
    );
  }
  if (expiresAt > now + MAX_TOKEN_LIFETIME_SECONDS) {
    const millisHint = expiresAt > 1e11 ? ' It looks like milliseconds; send seconds.' : '';
    throw unprocessable(
      `expires_at ${expiresAt} is more than ten years ahead; this store service issues tokens for at most ten years (until ${now + MAX_TOKEN_LIFETIME_SECONDS}).${millisHint}`,
      { expires_at: 'must be at most ten years from now, in Unix seconds' },
    );
  }
}
