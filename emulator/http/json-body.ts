import { type FastifyInstance } from 'fastify';

/**
 * Many HTTP clients send `Content-Type: application/json` on every request, bodies or
 * not, and the reference requires that header even on operations that define no body
 * (a payment capture or void, a checkout token, cart redirect URLs). An empty body with
 * that header means "no body", as the real service takes it, on every route: the request
 * then goes on exactly as one sent without the header would, so an operation that needs a
 * body refuses it the way it refuses a missing body. Non-empty bodies go through
 * Fastify's own parser (with its prototype-poisoning protection); a body of only
 * whitespace is still not JSON.
 */
export function acceptEmptyJsonBodies(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body as string;
    if (text === '') {
      done(null, undefined);
      return;
    }
    void parseJson(request, text, done);
  });
}
