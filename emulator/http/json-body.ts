import { type FastifyInstance } from 'fastify';

/**
 * Many HTTP clients send `Content-Type: application/json` on every request, bodies or
 * not. A DELETE or GET with that header and no body means "no body", as the real service
 * takes it; anywhere else an empty body is still refused as invalid JSON. Non-empty bodies
 * go through Fastify's own parser (with its prototype-poisoning protection).
 */
export function acceptEmptyJsonBodies(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body as string;
    if (text === '' && (request.method === 'DELETE' || request.method === 'GET')) {
      done(null, undefined);
      return;
    }
    void parseJson(request, text, done);
  });
}
