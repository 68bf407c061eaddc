import { spawn, type SpawnOptions } from 'node:child_process';

export interface ManagedProcess {
  pid: number | undefined;
  /** Its standard output and error, when it was spawned with stdio 'pipe' there. */
  stdout?: NodeJS.ReadableStream | null;
  stderr?: NodeJS.ReadableStream | null;
  /** The exit code (null when a signal ended it). */
  exited: Promise<number | null>;
  /** Ends the process and everything it started; waits until it is gone. */
  stop(): Promise<void>;
}

const KILL_AFTER_MS = 5000;

/**
 * Starts a child in its own process group, so that stopping it also stops the processes
 * it started (`next start` runs its server in a process of its own), and so that a
 * Ctrl-C in the terminal reaches this script first, which then stops things in order.
 */
export function spawnInGroup(
  command: string,
  args: readonly string[],
  options: SpawnOptions = {},
): ManagedProcess {
  const child = spawn(command, [...args], { stdio: 'inherit', ...options, detached: true });
  const exited = new Promise<number | null>((resolve) => {
    child.once('exit', (code) => resolve(code));
    child.once('error', () => resolve(1));
  });
  const signalGroup = (signal: NodeJS.Signals) => {
    try {
      if (child.pid !== undefined) process.kill(-child.pid, signal);
    } catch {
      // The group is gone already.
    }
  };
  return {
    pid: child.pid,
    stdout: child.stdout,
    stderr: child.stderr,
    exited,
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null || child.pid === undefined) return;
      signalGroup('SIGTERM');
      const timer = setTimeout(() => signalGroup('SIGKILL'), KILL_AFTER_MS);
      await exited;
      clearTimeout(timer);
      // Children of the leader may outlive it briefly; make sure none is left.
      signalGroup('SIGKILL');
    },
  };
}
