import { execFileSync } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type ManagedProcess, spawnInGroup } from '../start/child-process';
import { waitForPort } from '../start/wait-for-port';
import { VARNISHD, VARNISH_XKEY, ensureDebianPrograms } from './debian-packages';
import { freePort } from './free-port';

/** Varnish's counters (package varnish, with varnishd). */
const VARNISHSTAT = '/usr/bin/varnishstat';

/** The edge's VCL, shipped in the repository. */
export const EDGE_VCL_DIR = fileURLToPath(new URL('../../edge/', import.meta.url));

export interface EdgeOptions {
  /** Where the edge listens (default 127.0.0.1 and a free port). */
  host?: string;
  port?: number;
  /** The storefront servers behind it, balanced round robin. */
  origins: ReadonlyArray<{ host: string; port: number }>;
  /** How long a page is kept stale for when the origin is down (seconds; default a day). */
  graceSeconds?: number;
  /** Memory for the kept pages, as varnishd's malloc storage takes it (default 256m). */
  storage?: string;
  log?: (line: string) => void;
}

export interface LocalEdge {
  /** The edge's address, e.g. http://127.0.0.1:6081: the shop's public address behind it. */
  url: string;
  port: number;
  /** EDGE_PURGE for the storefront behind it. */
  purgeSetting: string;
  /** Requests it has sent to the storefront so far (varnishstat's MAIN.backend_req). */
  backendRequests(): number;
  stop(): Promise<void>;
}

/**
 * The origin.vcl that edge/default.vcl includes: one backend per storefront server, probed
 * at /api/health (liveness: it asks nothing of the store, so a store outage does not take
 * the shop off the edge), a round-robin director over them, the addresses allowed to purge
 * (this machine), and the grace period.
 */
export function originVcl(options: Pick<EdgeOptions, 'origins' | 'graceSeconds'>): string {
  const backends = options.origins.map(
    (origin, i) =>
      `backend shop${i + 1} {\n    .host = "${origin.host}";\n    .port = "${origin.port}";\n    .probe = origin_health;\n}`,
  );
  return [
    '# Written by npm start -- --edge (scripts/lib/varnish.ts) for this run.',
    'probe origin_health {\n    .url = "/api/health";\n    .interval = 1s;\n    .timeout = 2s;\n    .window = 3;\n    .threshold = 2;\n    .initial = 2;\n}',
    ...backends,
    'acl purgers {\n    "127.0.0.1";\n    "::1";\n}',
    `sub vcl_init {\n    new origin = directors.round_robin();\n${options.origins.map((_, i) => `    origin.add_backend(shop${i + 1});`).join('\n')}\n}`,
    `sub edge_grace {\n    set beresp.grace = ${options.graceSeconds ?? 86_400}s;\n}`,
    '',
  ].join('\n\n');
}

/**
 * Debian's Varnish (installed with varnish-modules when missing and running as root) in
 * front of the storefront servers, with the repository's VCL. It keeps nothing on disk.
 */
export async function startLocalEdge(options: EdgeOptions): Promise<LocalEdge> {
  ensureDebianPrograms([VARNISHD, VARNISH_XKEY], options.log);
  const host = options.host ?? '127.0.0.1';
  const port = options.port ?? (await freePort());
  const dir = mkdtempSync(join(tmpdir(), 'storefront-edge-'));
  // Run as root, varnishd compiles the VCL as its own unprivileged user, which must read it.
  chmodSync(dir, 0o755);
  writeFileSync(join(dir, 'origin.vcl'), originVcl(options), { mode: 0o644 });
  const varnish: ManagedProcess = spawnInGroup(
    VARNISHD.path,
    [
      '-F',
      '-n',
      join(dir, 'work'),
      '-a',
      `${host}:${port}`,
      '-f',
      join(EDGE_VCL_DIR, 'default.vcl'),
      '-p',
      `vcl_path=${dir}:${EDGE_VCL_DIR}`,
      '-s',
      `malloc,${options.storage ?? '256m'}`,
      // No management port: this Varnish is stopped with its process.
      '-T',
      'none',
    ],
    // varnishd talks on stderr (its start, its stop): shown only when it fails to start.
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  let said = '';
  varnish.stderr?.on('data', (chunk: Buffer) => (said = (said + chunk.toString()).slice(-4000)));
  try {
    await waitForPort(port, varnish.exited, 30_000);
  } catch (error) {
    await varnish.stop();
    rmSync(dir, { recursive: true, force: true });
    throw new Error(`Varnish did not start: ${(error as Error).message}\n${said.trim()}`);
  }
  varnish.stderr?.removeAllListeners('data');
  varnish.stderr?.resume();
  const shown = host === '0.0.0.0' ? '127.0.0.1' : host;
  return {
    url: `http://${shown}:${port}`,
    port,
    purgeSetting: `varnish:http://127.0.0.1:${port}`,
    backendRequests() {
      const out = execFileSync(
        VARNISHSTAT,
        ['-n', join(dir, 'work'), '-1', '-f', 'MAIN.backend_req'],
        {
          encoding: 'utf8',
        },
      );
      const found = /MAIN\.backend_req\s+(\d+)/.exec(out);
      if (!found) throw new Error(`varnishstat printed no MAIN.backend_req: ${out}`);
      return Number(found[1]);
    },
    async stop() {
      await varnish.stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
