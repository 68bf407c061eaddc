import { z } from 'zod';
import { ConfigError, HEADER_SAFE, parseConfig } from '../store/config';

/**
 * Where the webhook receiver purges the edge in front of the shop (EDGE_PURGE), parsed
 * once with zod like the rest of the configuration. Unset: no edge to purge, and the
 * catalog pages keep a short shared-cache lifetime instead (next.config.mjs).
 *
 *   varnish:http://127.0.0.1:6081[,http://...]   Varnish with edge/default.vcl (xkey)
 *   fastly:<service id>                           Fastly; FASTLY_API_TOKEN
 *   cloudflare:<zone id>                          Cloudflare; CLOUDFLARE_API_TOKEN
 *
 * EDGE_PURGE_API_URL replaces the CDN's API origin (a test double, a proxy of your own);
 * EDGE_SOFT_PURGE=0 makes Varnish and Fastly forget a purged page instead of keeping it
 * stale for when the origin is down.
 */
export type EdgePurgeConfig =
  | { kind: 'varnish'; urls: string[]; soft: boolean }
  | { kind: 'fastly'; serviceId: string; token: string; apiUrl: string; soft: boolean }
  | { kind: 'cloudflare'; zoneId: string; token: string; apiUrl: string };

export const FASTLY_API = 'https://api.fastly.com';
export const CLOUDFLARE_API = 'https://api.cloudflare.com/client/v4';

const USAGE =
  'EDGE_PURGE must be varnish:<url>[,<url>...], fastly:<service id> or cloudflare:<zone id>';

const absoluteHttp = (value: string) => {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && !url.search && !url.hash;
  } catch {
    return false;
  }
};

const optionalText = z.preprocess(
  (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
  z.string().trim().optional(),
);

const edgeEnvSchema = z.object({
  EDGE_PURGE: optionalText,
  EDGE_PURGE_API_URL: optionalText.refine(
    (value) => value === undefined || absoluteHttp(value),
    'EDGE_PURGE_API_URL must be an absolute http(s) URL',
  ),
  EDGE_SOFT_PURGE: z.enum(['0', '1'], { error: 'EDGE_SOFT_PURGE must be 0 or 1' }).default('1'),
  FASTLY_API_TOKEN: optionalText,
  CLOUDFLARE_API_TOKEN: optionalText,
});

const ID = /^[A-Za-z0-9_-]{1,64}$/;

/** The edge purge settings in `env`, or null when EDGE_PURGE is unset; ConfigError when wrong. */
export function edgePurgeConfigOf(env: Record<string, string | undefined>): EdgePurgeConfig | null {
  const settings = parseConfig(edgeEnvSchema, env);
  const given = settings.EDGE_PURGE;
  if (!given) return null;
  const colon = given.indexOf(':');
  const kind = colon < 0 ? given : given.slice(0, colon);
  const rest = colon < 0 ? '' : given.slice(colon + 1).trim();
  const soft = settings.EDGE_SOFT_PURGE === '1';
  const apiUrl = (fallback: string) =>
    (settings.EDGE_PURGE_API_URL ?? fallback).replace(/\/+$/, '');
  const token = (name: 'FASTLY_API_TOKEN' | 'CLOUDFLARE_API_TOKEN') => {
    const value = settings[name];
    if (!value) fail(`${name} is not set (EDGE_PURGE=${kind}:... purges through its API)`);
    if (!HEADER_SAFE.test(value))
      fail(`${name} must be printable ASCII without spaces or line breaks`);
    return value;
  };
  switch (kind) {
    case 'varnish': {
      const urls = rest.split(',').map((url) => url.trim().replace(/\/+$/, ''));
      if (!rest || !urls.every(absoluteHttp))
        fail(
          `${USAGE}: varnish: takes the Varnish addresses, such as varnish:http://127.0.0.1:6081`,
        );
      return { kind, urls, soft };
    }
    case 'fastly':
      if (!ID.test(rest))
        fail(`${USAGE}: fastly: takes the service id, such as fastly:SU1Z0isxPaozGVKXdv0eY`);
      return {
        kind,
        serviceId: rest,
        token: token('FASTLY_API_TOKEN'),
        apiUrl: apiUrl(FASTLY_API),
        soft,
      };
    case 'cloudflare':
      if (!ID.test(rest))
        fail(
          `${USAGE}: cloudflare: takes the zone id, such as cloudflare:023e105f4ecef8ad9ca31a8372d0c353`,
        );
      return {
        kind,
        zoneId: rest,
        token: token('CLOUDFLARE_API_TOKEN'),
        apiUrl: apiUrl(CLOUDFLARE_API),
      };
    default:
      return fail(`${USAGE}; it starts with "${kind.slice(0, 20)}"`);
  }
}

/** The same error the rest of the configuration throws: it names the variable, never a token. */
function fail(problem: string): never {
  throw new ConfigError([problem]);
}
