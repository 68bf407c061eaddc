import { clientAddress } from '../http';
import { type GraphQLContext } from './context';

/**
 * The shopper's address for the sign-in throttle (see http/client-address.ts). Only the
 * server-side tokens (impersonation and private: a browser never holds them) may name the
 * shopper in X-Forwarded-For; a storefront token is public in a browser's page and a
 * session cookie comes from the browser itself, so those requests count by their socket.
 */
export const signInClient = (ctx: GraphQLContext): string =>
  clientAddress(ctx.request, ctx.via === 'impersonation_token' || ctx.via === 'private_token');
