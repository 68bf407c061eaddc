import { spawn, type ChildProcess, type SpawnOptions } from 'node:child_process';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

/** Next's command-line entry, run with this Node rather than through an npx wrapper. */
export const nextBin = (): string => require.resolve('next/dist/bin/next');

/**
 * Starts a long-running child in its own process group, so `stop()` ends it together
 * with every process it started (next start spawns a server process of its own).
 */
export function startProcess(command: string, args: string[], options: SpawnOptions = {}) {
  const child: ChildProcess = spawn(command, args, { stdio: 'inherit', ...options, detached: true });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return {
    child,
    exited,
    async stop(signal: NodeJS.Signals = 'SIGTERM'): Promise<void> {
      if (child.exitCode !== null || child.pid === undefined) return;
      try {
        process.kill(-child.pid, signal);
      } catch {
        return; // already gone
      }
      const timeout = setTimeout(() => {
        try {
          process.kill(-child.pid!, 'SIGKILL');
        } catch {
          // already gone
        }
      }, 5000);
      await exited;
      clearTimeout(timeout);
    },
  };
}

/** Runs a command to completion; rejects with its exit code when it fails. */
export async function runToEnd(command: string, args: string[], options: SpawnOptions = {}): Promise<void> {
  const proc = startProcess(command, args, options);
  const code = await proc.exited;
  if (code !== 0) throw new Error(`${command} ${args.join(' ')} exited with code ${code}`);
}
