import { type EdgePurgeConfig } from './config';
import { retryAfterMs } from '../shared/retry-after';
import { fetchWithin } from '../shared/fetch-within';

/** One edge's purge API: purges the pages that carry any of `keys`. */
export interface EdgePurger {
  /** What it purges, for the log: no token. */
  readonly name: string;
  /** The most keys one call takes (the API's documented limit). */
  readonly batchSize: number;
  purge(keys: readonly string[]): Promise<void>;
}

/** A purge the edge did not do; `retryAfterMs` when it said when to come back (429). */
export class PurgeError extends Error {
  constructor(
    message: string,
    readonly retryAfterMs?: number,
  ) {
    super(message);
    this.name = 'PurgeError';
  }
}

/** How long one purge call may take before it counts as failed. */
const CALL_TIMEOUT_MS = 5000;

async function call(what: string, url: string, init: RequestInit): Promise<Response> {
  let response: Response;
  try {
    response = await fetchWithin(url, init, CALL_TIMEOUT_MS);
  } catch (error) {
    const reason =
      (error as Error).name === 'TimeoutError'
        ? `no answer within ${CALL_TIMEOUT_MS / 1000} s`
        : 'no connection';
    throw new PurgeError(`${what}: ${reason}`);
  }
  if (!response.ok) {
    await response.body?.cancel();
    throw new PurgeError(
      `${what} answered ${response.status}`,
      response.status === 429 ? retryAfterMs(response.headers.get('retry-after')) : undefined,
    );
  }
  return response;
}

/**
 * Varnish with edge/default.vcl: `PURGE /` with the keys in `xkey-purge` (or
 * `xkey-softpurge`, which keeps each page stale for when the origin is down), to every
 * Varnish named. The VCL takes PURGE only from the addresses its ACL allows.
 */
export function varnishPurger(urls: readonly string[], soft: boolean): EdgePurger {
  const header = soft ? 'xkey-softpurge' : 'xkey-purge';
  return {
    name: `Varnish at ${urls.join(', ')}`,
    // A header line of a few KB: Varnish takes 8 KB by default (http_req_hdr_len).
    batchSize: 50,
    async purge(keys) {
      await Promise.all(
        urls.map(async (url) => {
          const response = await call(`Varnish at ${url}`, `${url}/`, {
            method: 'PURGE',
            headers: { [header]: keys.join(' ') },
          });
          await response.body?.cancel();
        }),
      );
    },
  };
}

/**
 * Fastly: a batch surrogate-key purge, `POST /service/{id}/purge` with `Fastly-Key` and
 * `{"surrogate_keys": [...]}`, at most 256 keys a call; soft with `Fastly-Soft-Purge: 1`.
 */
export function fastlyPurger(config: Extract<EdgePurgeConfig, { kind: 'fastly' }>): EdgePurger {
  return {
    name: `Fastly service ${config.serviceId}`,
    batchSize: 256,
    async purge(keys) {
      const response = await call(
        'Fastly',
        `${config.apiUrl}/service/${encodeURIComponent(config.serviceId)}/purge`,
        {
          method: 'POST',
          headers: {
            'Fastly-Key': config.token,
            Accept: 'application/json',
            'Content-Type': 'application/json',
            ...(config.soft ? { 'Fastly-Soft-Purge': '1' } : {}),
          },
          body: JSON.stringify({ surrogate_keys: keys }),
        },
      );
      await response.body?.cancel();
    },
  };
}

/**
 * Cloudflare: purge by cache tag, `POST /zones/{zone}/purge_cache` with a bearer token and
 * `{"tags": [...]}`, at most 100 tags a call. A 200 whose `success` is false failed too.
 */
export function cloudflarePurger(
  config: Extract<EdgePurgeConfig, { kind: 'cloudflare' }>,
): EdgePurger {
  return {
    name: `Cloudflare zone ${config.zoneId}`,
    batchSize: 100,
    async purge(keys) {
      const response = await call(
        'Cloudflare',
        `${config.apiUrl}/zones/${encodeURIComponent(config.zoneId)}/purge_cache`,
        {
          method: 'POST',
          headers: { Authorization: `Bearer ${config.token}`, 'Content-Type': 'application/json' },
          body: JSON.stringify({ tags: keys }),
        },
      );
      const answer = (await response.json().catch(() => null)) as { success?: unknown } | null;
      if (answer?.success !== true) throw new PurgeError('Cloudflare answered without success');
    },
  };
}

export function purgerFor(config: EdgePurgeConfig): EdgePurger {
  switch (config.kind) {
    case 'varnish':
      return varnishPurger(config.urls, config.soft);
    case 'fastly':
      return fastlyPurger(config);
    case 'cloudflare':
      return cloudflarePurger(config);
  }
}
