import { type FastifyReply, type FastifyRequest } from 'fastify';
import { type ServiceContext } from '../core';
import { findCustomer } from '../customers';
import { ApiError, CUSTOMER_ID_HEADER_LABEL, customerIdHeaderValue } from '../http';
import { verifyStorefrontToken } from '../storefront-tokens';
import { type GraphQLContext } from './context';
import { allowTokenOrigin } from './cors';
import { SESSION_COOKIE, findSession } from './sessions';

export type AuthOutcome =
  | { ok: true; context: Omit<GraphQLContext, 'locale'> }
  | { ok: false; status: number; message: string };

/**
 * Seed E12 and 5.5: a Bearer storefront or impersonation token, or the session cookie the
 * login mutation set. The customer id header (`X-Bc-Customer-Id`, or the seed's alias)
 * acts as that customer, and only with an impersonation token.
 */
export async function authenticateGraphQL(
  svc: ServiceContext,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<AuthOutcome> {
  const authorization = request.headers.authorization;
  let customerHeader: string | undefined;
  try {
    customerHeader = customerIdHeaderValue(request.headers);
  } catch (error) {
    if (error instanceof ApiError) return { ok: false, status: error.status, message: error.title };
    throw error;
  }
  const base = { svc, request, reply };

  if (authorization) {
    const match = /^Bearer\s+(\S+)$/i.exec(authorization);
    if (!match)
      return {
        ok: false,
        status: 401,
        message: 'The Authorization header must be "Bearer <storefront token>".',
      };
    const check = await verifyStorefrontToken(svc, match[1]!);
    if (!check.ok)
      return {
        ok: false,
        status: 401,
        message: `The storefront token was rejected: ${check.message}`,
      };

    // Private tokens serve servers only: the real service refuses them from browsers.
    if (check.kind === 'private' && request.headers.origin !== undefined) {
      return {
        ok: false,
        status: 403,
        message:
          'A private token is for server-to-server requests; a browser request (with an Origin header) cannot use it. Use a storefront token in browsers.',
      };
    }
    let customerId = check.customerId;
    // A browser using a storefront token signs in with the login mutation; its session
    // cookie then says who the shopper is on later requests.
    if (check.kind === 'storefront') {
      const cookie = request.cookies[SESSION_COOKIE];
      const session = cookie ? findSession(svc, cookie) : null;
      if (session && session.channelId === check.channelId) customerId = session.customerId;
    }
    if (customerHeader !== undefined) {
      const actsAsCustomers =
        check.kind === 'impersonation' ||
        (check.kind === 'private' && check.scopes.includes('Customer'));
      if (!actsAsCustomers) {
        return {
          ok: false,
          status: 403,
          message: `${CUSTOMER_ID_HEADER_LABEL} is honoured only with a customer impersonation token, or a private token with the Customer scope.`,
        };
      }
      const id = Number(customerHeader);
      if (!Number.isSafeInteger(id) || id < 1) {
        return {
          ok: false,
          status: 400,
          message: `${CUSTOMER_ID_HEADER_LABEL} must be a positive integer customer id.`,
        };
      }
      // A token minted for one customer acts only as that customer; an unbound one as any.
      if (check.customerId !== null && check.customerId !== id) {
        return {
          ok: false,
          status: 403,
          message: `This impersonation token was minted for customer ${check.customerId}; it cannot act as customer ${id}. Mint a token without ${CUSTOMER_ID_HEADER_LABEL} to act as any customer.`,
        };
      }
      customerId = id;
    }
    if (customerId !== null && !findCustomer(svc, customerId)) {
      return {
        ok: false,
        status: 403,
        message: `Customer ${customerId} does not exist in this store.`,
      };
    }
    if (check.kind === 'storefront') allowTokenOrigin(request, reply, check.corsOrigins);
    return {
      ok: true,
      context: { ...base, channelId: check.channelId, customerId, via: `${check.kind}_token` },
    };
  }

  const cookie = request.cookies[SESSION_COOKIE];
  const session = cookie ? findSession(svc, cookie) : null;
  if (session)
    return {
      ok: true,
      context: {
        ...base,
        channelId: session.channelId,
        customerId: session.customerId,
        via: 'session_cookie',
      },
    };
  return {
    ok: false,
    status: 401,
    message: cookie
      ? 'The session has expired. Sign in again.'
      : 'Send a storefront token as "Authorization: Bearer <token>" (or the session cookie set by the login mutation).',
  };
}
