import { mkdirSync } from 'node:fs';
import { type ManagedProcess, spawnInGroup } from '../start/child-process';
import { waitForPort } from '../start/wait-for-port';
import { REDIS_SERVER, ensureDebianPrograms } from './debian-packages';
import { freePort } from './free-port';

export interface LocalRedis {
  /** REDIS_URL for it (with its password). */
  url: string;
  port: number;
  /** Stops it with SIGKILL, as a crash would. */
  kill(): Promise<void>;
  /** Starts it again on the same port (empty unless it was given a `dir`). */
  restart(): Promise<void>;
  stop(): Promise<void>;
}

/**
 * A redis-server of our own (Debian's, installed when missing and running as root) on
 * 127.0.0.1 and a free port (or `port`), with a password, so that what uses it is tested
 * with one. It keeps nothing on disk, unless `dir` is given: then every write goes to an
 * append-only file there (flushed each second), so a restart of it keeps what it held,
 * session revocations among them.
 */
export async function startLocalRedis(
  options: { port?: number; password?: string; dir?: string; log?: (line: string) => void } = {},
): Promise<LocalRedis> {
  ensureDebianPrograms([REDIS_SERVER], options.log);
  const port = options.port ?? (await freePort());
  const password = options.password ?? `local-${Math.random().toString(36).slice(2)}`;
  let server: ManagedProcess;
  const launch = async () => {
    server = spawnInGroup(
      REDIS_SERVER.path,
      [
        '--port',
        String(port),
        '--bind',
        '127.0.0.1',
        '--save',
        '',
        ...(options.dir
          ? ['--dir', options.dir, '--appendonly', 'yes', '--appendfsync', 'everysec']
          : ['--appendonly', 'no']),
        '--requirepass',
        password,
      ],
      {
        stdio: 'ignore',
      },
    );
    await waitForPort(port, server.exited, 10_000);
  };
  if (options.dir) mkdirSync(options.dir, { recursive: true });
  await launch();
  return {
    url: `redis://:${encodeURIComponent(password)}@127.0.0.1:${port}`,
    port,
    async kill() {
      if (server.pid !== undefined) process.kill(-server.pid, 'SIGKILL');
      await server.exited;
    },
    restart: launch,
    stop: () => server.stop(),
  };
}
