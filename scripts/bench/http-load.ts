import autocannon from 'autocannon';

export interface LoadResult {
  label: string;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  requests: number;
  non2xx: number;
  errors: number;
}

export interface LoadOptions {
  connections?: number;
  durationSeconds?: number;
  headers?: Record<string, string>;
}

/** Loads one URL with autocannon (GET) and reports throughput and latency percentiles. */
export async function loadUrl(
  label: string,
  url: string,
  options: LoadOptions = {},
): Promise<LoadResult> {
  const result = await autocannon({
    url,
    connections: options.connections ?? 10,
    duration: options.durationSeconds ?? 8,
    headers: options.headers,
  });
  return summarize(label, result);
}

export function summarize(label: string, result: autocannon.Result): LoadResult {
  return {
    label,
    requestsPerSecond: result.requests.average,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    requests: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors,
  };
}

export interface LoadTarget {
  key: string;
  label: string;
  url: string;
  headers?: Record<string, string>;
}

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/**
 * Loads several URLs in interleaved rounds, so that whatever else the machine does in the
 * meantime (a garbage collection, a page refreshed behind a request) falls on all of them
 * alike rather than on whichever ran at that moment. Each round starts one target further
 * on (A B C, B C A, C A B): a page loaded right after a heavy one (the shopper's request,
 * which renders per request) pays for the garbage that one left, and with a fixed order
 * that would always be the same page (the static baseline, first in the list). Throughput
 * is all requests over all rounds' time; latency percentiles are the median of the
 * rounds'.
 */
export async function loadInRounds(
  targets: readonly LoadTarget[],
  options: { rounds: number; durationSeconds: number; connections: number },
  /** The load generator: autocannon by default (wrk-load.ts's wrkLoad for faster servers). */
  load: (
    label: string,
    url: string,
    options: { durationSeconds: number; connections: number; headers?: Record<string, string> },
  ) => Promise<LoadResult> = loadUrl,
): Promise<Record<string, LoadResult>> {
  const runs = new Map<string, LoadResult[]>(targets.map((target) => [target.key, []]));
  for (let round = 0; round < options.rounds; round++) {
    for (let i = 0; i < targets.length; i++) {
      const target = targets[(round + i) % targets.length]!;
      runs
        .get(target.key)!
        .push(await load(target.label, target.url, { ...options, headers: target.headers }));
    }
  }
  return Object.fromEntries(
    targets.map((target) => {
      const results = runs.get(target.key)!;
      const requests = results.reduce((sum, r) => sum + r.requests, 0);
      return [
        target.key,
        {
          label: target.label,
          requestsPerSecond: requests / (options.rounds * options.durationSeconds),
          p50Ms: median(results.map((r) => r.p50Ms)),
          p99Ms: median(results.map((r) => r.p99Ms)),
          requests,
          non2xx: results.reduce((sum, r) => sum + r.non2xx, 0),
          errors: results.reduce((sum, r) => sum + r.errors, 0),
        },
      ];
    }),
  );
}
