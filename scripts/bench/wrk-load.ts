import { execFile } from 'node:child_process';
import { WRK, ensureDebianPrograms } from '../lib/debian-packages';
import { type LoadResult } from './http-load';

/** Makes sure Debian's wrk is there: a load generator in C, light enough to leave the servers the machine's cores. */
export const ensureWrk = (log: (line: string) => void = console.log) =>
  ensureDebianPrograms([WRK], log);

const milliseconds = (value: string, unit: string) =>
  Number(value) * ({ us: 0.001, ms: 1, s: 1000 } as Record<string, number>)[unit]!;

/** Loads one URL with wrk (one thread) and reads its summary. */
export function wrkLoad(
  label: string,
  url: string,
  options: { connections: number; durationSeconds: number; headers?: Record<string, string> },
): Promise<LoadResult> {
  const headers = Object.entries(options.headers ?? {}).flatMap(([name, value]) => [
    '-H',
    `${name}: ${value}`,
  ]);
  return new Promise((done, fail) => {
    execFile(
      WRK.path,
      [
        '-t1',
        `-c${options.connections}`,
        `-d${options.durationSeconds}s`,
        '--latency',
        ...headers,
        url,
      ],
      (error, stdout) => {
        if (error) return fail(new Error(`wrk failed for ${url}: ${error.message}`));
        const rate = /Requests\/sec:\s+([\d.]+)/.exec(stdout);
        const total = /(\d+) requests in/.exec(stdout);
        const percentile = (p: string) => {
          const found = new RegExp(`\\s${p}%\\s+([\\d.]+)(us|ms|s)`).exec(stdout);
          return found ? milliseconds(found[1]!, found[2]!) : Number.NaN;
        };
        const non2xx = /Non-2xx or 3xx responses:\s+(\d+)/.exec(stdout);
        const errors = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(
          stdout,
        );
        if (!rate || !total)
          return fail(new Error(`wrk printed no summary for ${url}:\n${stdout}`));
        done({
          label,
          requestsPerSecond: Number(rate[1]),
          p50Ms: percentile('50'),
          p99Ms: percentile('99'),
          requests: Number(total[1]),
          non2xx: Number(non2xx?.[1] ?? 0),
          errors: errors ? errors.slice(1).reduce((sum, n) => sum + Number(n), 0) : 0,
        });
      },
    );
  });
}
