import { execFileSync } from 'node:child_process';

/**
 * Calls `onGone` once the command that started this script is gone: `npm start` runs it
 * as npm → sh → node, and a shell does not end when npm is killed, so both the parent and
 * the one above it are watched. Closing the terminal sends SIGHUP instead (handled apart).
 */
export function watchLauncher(onGone: () => void, intervalMs: number): void {
  const parent = process.ppid;
  const grandparent = parentOf(parent);
  let gone = false;
  setInterval(() => {
    if (gone) return;
    if (process.ppid !== parent || (grandparent !== null && !isAlive(grandparent))) {
      gone = true;
      onGone();
    }
  }, intervalMs).unref();
}

/** The parent of a process, from ps; null where there is none to watch (init) or no ps (Windows). */
function parentOf(pid: number): number | null {
  try {
    const ppid = Number(
      execFileSync('ps', ['-o', 'ppid=', '-p', String(pid)], {
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'ignore'],
      }).trim(),
    );
    return Number.isInteger(ppid) && ppid > 1 ? ppid : null;
  } catch {
    return null;
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists, under another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
