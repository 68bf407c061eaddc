import { type FastifyReply, type FastifyRequest } from 'fastify';
import { type ServiceContext } from '../core';

/** Who is asking, as established by the endpoint's authentication, and in which language. */
export type GraphQLContext = {
  /**
   * The language the request is answered in, a locale of the channel: the query's
   * `@shopperPreferences(locale:)`, else `Accept-Language`, else the channel's default.
   */
  locale: string;
  svc: ServiceContext;
  channelId: number;
  /** The shopper the request acts as; null for a guest. */
  customerId: number | null;
  /** How the request authenticated. */
  via: 'storefront_token' | 'impersonation_token' | 'private_token' | 'session_cookie';
  request: FastifyRequest;
  reply: FastifyReply;
};
