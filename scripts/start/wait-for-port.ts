import { connect } from 'node:net';

/** True when something accepts connections on `port` of this machine (or of `host`). */
export const canConnect = (port: number, host = 'localhost') =>
  new Promise<boolean>((resolve) => {
    const socket = connect({ host, port });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });

/**
 * Resolves once something accepts connections on `port`; rejects when `exited` resolves
 * first (the process that should listen there ended) or after `timeoutMs`.
 */
export async function waitForPort(
  port: number,
  exited: Promise<number | null>,
  timeoutMs: number,
): Promise<void> {
  let exitCode: number | null | undefined;
  void exited.then((code) => (exitCode = code));
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (exitCode !== undefined)
      throw new Error(`it exited with code ${exitCode} before listening on port ${port}`);
    if (await canConnect(port)) return;
    if (Date.now() > deadline)
      throw new Error(`nothing listened on port ${port} within ${timeoutMs / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
