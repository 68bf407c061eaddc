import { type FastifyReply, type FastifyRequest } from 'fastify';
import { type ServiceContext } from '../context';

/** Who is asking, as established by the endpoint's authentication. */
export type GraphQLContext = {
  svc: ServiceContext;
  channelId: number;
  /** The shopper the request acts as; null for a guest. */
  customerId: number | null;
  /** How the request authenticated. */
  via: 'storefront_token' | 'impersonation_token' | 'private_token' | 'session_cookie';
  request: FastifyRequest;
  reply: FastifyReply;
};
