import { isIP } from 'node:net';
import { type FastifyInstance } from 'fastify';
import { ApiError } from './errors';

/** Paths that exist only on this local service: inspection of e-mail, webhooks, GraphQL counts. */
export const LOCAL_PREFIX = '/local/';

/** True for 127.0.0.0/8, ::1 and IPv4-mapped loopback addresses. */
export function isLoopback(address: string): boolean {
  const ip =
    address.startsWith('::ffff:') && isIP(address.slice(7)) === 4 ? address.slice(7) : address;
  return ip === '::1' || (isIP(ip) === 4 && ip.startsWith('127.'));
}

/**
 * The `/local/...` inspection endpoints show e-mail with password-reset links and webhook
 * payloads, without any token. When the service listens beyond this machine
 * (`--host 0.0.0.0`), only callers on this machine may read them.
 */
export function restrictLocalEndpoints(app: FastifyInstance): void {
  app.addHook('onRequest', (request, _reply, done) => {
    if (!request.url.startsWith(LOCAL_PREFIX) || isLoopback(request.ip)) return done();
    done(
      new ApiError(
        403,
        `${LOCAL_PREFIX}... endpoints answer only requests from this machine (127.0.0.1 or ::1).`,
      ),
    );
  });
}
