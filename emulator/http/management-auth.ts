import { type FastifyInstance, type FastifyRequest } from 'fastify';
import {
  type AccessRule,
  describeMissingScope,
  isGranted,
  type ApiAccount,
  findApiAccountByToken,
  type ServiceContext,
} from '../core';
import { ApiError, tooManyRequests } from './errors';
import { RateLimiter, type RateLimitState } from './rate-limit';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Scopes that grant access to a management endpoint (any one of them). */
    access?: AccessRule;
  }
  interface FastifyRequest {
    /** The API account whose `X-Auth-Token` authenticated this management request. */
    apiAccount?: ApiAccount;
    rateLimit?: RateLimitState;
  }
}

export const MANAGEMENT_PREFIX = '/stores/:storeHash';

/** The authenticated API account of a management request (set by the auth hook). */
export function accountOf(request: FastifyRequest): ApiAccount {
  if (!request.apiAccount) throw new ApiError(401, 'This request is not authenticated.');
  return request.apiAccount;
}

/**
 * Counts every request to a management path (matched or not) against its account's
 * quota and sets the `X-Rate-Limit-*` headers, so even a 401 or 404 carries them.
 */
export function installRateLimit(app: FastifyInstance, ctx: ServiceContext): void {
  const limiter = new RateLimiter(
    ctx.clock,
    ctx.config.rateLimit.quota,
    ctx.config.rateLimit.windowMs,
  );
  app.addHook('onRequest', async (request, reply) => {
    if (!request.url.startsWith('/stores/')) return;
    const token = request.headers['x-auth-token'];
    const account =
      typeof token === 'string' && token ? findApiAccountByToken(ctx.db, token) : null;
    if (account) request.apiAccount = account;
    request.rateLimit = limiter.take(account ? `account:${account.id}` : `ip:${request.ip}`);
    reply.headers(RateLimiter.headers(request.rateLimit));
  });
}

/**
 * The 401 for a management request (any `/stores/...` path, routed or not) whose
 * X-Auth-Token is missing or belongs to no API account of this store; null when it is
 * authenticated, or not a management request at all.
 */
export function managementAuthFailure(
  request: FastifyRequest,
  ctx: ServiceContext,
): ApiError | null {
  const storeHash = /^\/stores\/([^/?]*)/.exec(request.url)?.[1];
  if (storeHash === undefined) return null;
  if (request.apiAccount && storeHash === ctx.store.hash) return null;
  request.apiAccount = undefined;
  const token = request.headers['x-auth-token'];
  return new ApiError(
    401,
    typeof token === 'string' && token
      ? 'The X-Auth-Token is not valid for this store. Check the token and the store hash in the URL.'
      : 'Missing X-Auth-Token header. Send the access token of an API account of this store.',
  );
}

/**
 * Authentication and scope checks for every route registered in `app` (the
 * `/stores/:storeHash` scope). Every route must declare `config.access`; a route
 * without it fails at start-up rather than being served unprotected.
 */
export function installManagementAuth(app: FastifyInstance, ctx: ServiceContext): void {
  app.addHook('onRoute', (route) => {
    if (!route.config?.access) {
      throw new Error(
        `Management route ${String(route.method)} ${route.url} declares no access rule`,
      );
    }
  });

  app.addHook('onRequest', async (request, reply) => {
    const failure = managementAuthFailure(request, ctx);
    if (failure) throw failure;
    const account = request.apiAccount!;
    if (request.rateLimit?.limited) {
      const { resetMs } = request.rateLimit;
      throw tooManyRequests(
        reply,
        resetMs,
        `Rate limit reached. Wait ${resetMs} ms before the next request.`,
      );
    }
    const rule = request.routeOptions.config.access;
    if (rule && !isGranted(rule, account.scopes)) {
      const endpoint = (request.routeOptions.url ?? '').replace(MANAGEMENT_PREFIX, '');
      throw new ApiError(
        403,
        `This API account lacks the scope needed for ${request.method} ${endpoint}: ` +
          `${describeMissingScope(rule)}. Add the scope to the API account and use its new token.`,
      );
    }
  });
}
