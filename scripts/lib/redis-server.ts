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
  /** Starts it again on the same port (empty: it keeps nothing on disk). */
  restart(): Promise<void>;
  stop(): Promise<void>;
}

/**
 * A redis-server of our own (Debian's, installed when missing and running as root) on
 * 127.0.0.1 and a free port (or `port`), keeping nothing on disk, with a password, so that
 * what uses it is tested with one.
 */
export async function startLocalRedis(
  options: { port?: number; password?: string; log?: (line: string) => void } = {},
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
        '--appendonly',
        'no',
        '--requirepass',
        password,
      ],
      {
        stdio: 'ignore',
      },
    );
    await waitForPort(port, server.exited, 10_000);
  };
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
