import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PROMETHEUS } from '../../scripts/lib/debian-packages';
import { freePort } from '../../scripts/lib/free-port';
import { waitForPort } from '../../scripts/start/wait-for-port';

export interface LocalPrometheus {
  url: string;
  /** A PromQL instant query's result vector over Prometheus's HTTP API. */
  query(promql: string): Promise<Array<{ metric: Record<string, string>; value: number }>>;
  stop(): Promise<void>;
}

/**
 * Debian's Prometheus (scripts/ensure-test-programs.ts installs it), on a free port with a
 * configuration and storage of its own, scraping one storefront's /api/metrics every
 * second with its bearer token, as a deployment would scrape each instance.
 */
export async function startPrometheus(target: {
  url: string;
  token: string;
}): Promise<LocalPrometheus> {
  const folder = mkdtempSync(join(tmpdir(), 'storefront-prometheus-'));
  const config = join(folder, 'prometheus.yml');
  writeFileSync(
    config,
    [
      'global:',
      '  scrape_interval: 1s',
      'scrape_configs:',
      '  - job_name: storefront',
      '    metrics_path: /api/metrics',
      '    authorization:',
      '      type: Bearer',
      `      credentials: ${JSON.stringify(target.token)}`,
      '    static_configs:',
      `      - targets: [${JSON.stringify(new URL(target.url).host)}]`,
      '',
    ].join('\n'),
  );
  const port = await freePort();
  const child: ChildProcess = spawn(
    PROMETHEUS.path,
    [
      `--config.file=${config}`,
      `--storage.tsdb.path=${join(folder, 'data')}`,
      `--web.listen-address=127.0.0.1:${port}`,
    ],
    { stdio: 'ignore' },
  );
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  await waitForPort(port, exited, 30_000);
  const url = `http://127.0.0.1:${port}`;
  return {
    url,
    async query(promql) {
      const response = await fetch(`${url}/api/v1/query?query=${encodeURIComponent(promql)}`);
      const body = (await response.json()) as {
        status: string;
        data: { result: Array<{ metric: Record<string, string>; value: [number, string] }> };
      };
      if (body.status !== 'success') throw new Error(`PromQL ${promql} failed`);
      return body.data.result.map(({ metric, value }) => ({ metric, value: Number(value[1]) }));
    },
    async stop() {
      if (child.exitCode === null) {
        child.kill('SIGTERM');
        await exited;
      }
      rmSync(folder, { recursive: true, force: true });
    },
  };
}
