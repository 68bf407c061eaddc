import { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';

/**
 * Browsers may call the storefront GraphQL endpoint directly with a storefront token
 * minted with `allowed_cors_origins` (seed 2.6). A preflight carries no token, so it is
 * answered for any origin; the actual response then carries `Access-Control-Allow-Origin`
 * only when the request's Origin is one the token allows, and the browser withholds the
 * answer from every other page. Impersonation tokens are for servers: never for browsers.
 */
export function registerGraphQLPreflight(app: FastifyInstance, url: string): void {
  app.options(url, (request, reply) => {
    const origin = request.headers.origin;
    reply.header('Vary', 'Origin');
    if (!origin) return reply.code(204).send();
    return reply
      .code(204)
      .header('Access-Control-Allow-Origin', origin)
      .header('Access-Control-Allow-Credentials', 'true')
      .header('Access-Control-Allow-Methods', 'GET, POST')
      .header('Access-Control-Allow-Headers', 'Authorization, Content-Type, Accept')
      .header('Access-Control-Max-Age', '600')
      .send();
  });
}

/** Sets the CORS headers of an authenticated GraphQL response, if the token allows the Origin. */
export function allowTokenOrigin(
  request: FastifyRequest,
  reply: FastifyReply,
  allowedOrigins: readonly string[],
): void {
  reply.header('Vary', 'Origin');
  const origin = request.headers.origin;
  if (!origin || !allowedOrigins.includes(origin)) return;
  reply
    .header('Access-Control-Allow-Origin', origin)
    .header('Access-Control-Allow-Credentials', 'true');
}
