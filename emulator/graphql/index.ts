import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { makeExecutableSchema } from '@graphql-tools/schema';
import { GraphQLError, parse, specifiedRules, validate, type DocumentNode } from 'graphql';
import { createHandler } from 'graphql-http/lib/use/fastify';
import { type ServiceContext, type ServiceModule } from '../core';
import { authenticateGraphQL } from './auth';
import { type GraphQLContext } from './context';
import { registerGraphQLPreflight } from './cors';
import { ApiError } from '../http';
import { UserError } from './errors';
import { resolvers } from './resolvers';
import { sessionsSchema } from './sessions';
import { localePreferenceOf } from './shopper-preferences';
import { shopperLocale } from '../locales';

const SCHEMA_PATH = fileURLToPath(new URL('../../graphql/schema.graphql', import.meta.url));

const json = (status: number, body: { errors: Array<{ message: string; locations?: unknown }> }) =>
  [
    JSON.stringify(body),
    { status, statusText: '', headers: { 'content-type': 'application/json; charset=utf-8' } },
  ] as [string, { status: number; statusText: string; headers: Record<string, string> }];

/**
 * Resolver errors meant for the caller keep their message; anything unexpected is
 * logged here and reaches the caller only as "Internal error", never with a stack.
 */
function formatError(error: Readonly<Error | GraphQLError>): GraphQLError {
  // graphql-http reports a request it cannot use (no query, a batch, variables that are
  // not an object) as a plain Error whose message says what is wrong.
  if (!(error instanceof GraphQLError)) return new GraphQLError(error.message);
  const original = error.originalError;
  if (!original || original instanceof UserError || original instanceof GraphQLError) return error;
  // The service's domain errors (not found, out of stock, ...) are meant for the caller.
  if (original instanceof ApiError && original.status < 500) {
    return new GraphQLError(original.title, {
      nodes: error.nodes,
      path: error.path,
      extensions: { code: codeOf(original.status) },
    });
  }
  console.error('store service: GraphQL resolver failed:', original);
  return new GraphQLError('Internal error', {
    nodes: error.nodes,
    path: error.path,
    extensions: { code: 'INTERNAL' },
  });
}

function codeOf(status: number): string {
  if (status === 404) return 'NOT_FOUND';
  if (status === 403 || status === 401) return 'FORBIDDEN';
  if (status === 429) return 'TOO_MANY_REQUESTS';
  return 'BAD_USER_INPUT';
}

export function buildStorefrontSchema() {
  return makeExecutableSchema<GraphQLContext>({
    typeDefs: readFileSync(SCHEMA_PATH, 'utf8'),
    resolvers,
  });
}

/** Documents kept parsed and validated, by query text: a storefront sends the same few queries again and again. */
const MAX_CACHED_DOCUMENTS = 500;

export function storefrontGraphQL(ctx: ServiceContext) {
  const schema = buildStorefrontSchema();
  const validDocuments = new Map<string, DocumentNode>();
  return createHandler<GraphQLContext>({
    schema,
    formatError,
    /**
     * Authentication first (401/403 before anything else), then the document: a syntax
     * or validation error is a 400 with the messages whatever the Accept header says.
     */
    async onSubscribe(req, params) {
      const auth = await authenticateGraphQL(ctx, req.raw, req.context.reply);
      if (!auth.ok) return json(auth.status, { errors: [{ message: auth.message }] });
      let document = validDocuments.get(params.query);
      if (!document) {
        try {
          document = parse(params.query);
        } catch (error) {
          return json(400, { errors: [formatError(error as GraphQLError).toJSON()] });
        }
        const problems = validate(schema, document, specifiedRules);
        if (problems.length) return json(400, { errors: problems.map((p) => p.toJSON()) });
        if (validDocuments.size >= MAX_CACHED_DOCUMENTS) validDocuments.clear();
        validDocuments.set(params.query, document);
      }
      return {
        schema,
        document,
        operationName: params.operationName ?? undefined,
        variableValues: params.variables ?? undefined,
        contextValue: {
          ...auth.context,
          locale: shopperLocale(ctx, auth.context.channelId, {
            preference: localePreferenceOf(document, params.operationName, params.variables),
            acceptLanguage: req.raw.headers['accept-language'],
          }),
        },
      };
    },
  });
}

/** GraphQL requests served since start, by operation name (for benchmarks and tests). */
interface GraphQLStats {
  requests: number;
  byOperation: Record<string, number>;
}

export const graphqlModule: ServiceModule = {
  name: 'graphql',
  schema: sessionsSchema,
  storefront(app, ctx) {
    const handler = storefrontGraphQL(ctx);
    const stats: GraphQLStats = { requests: 0, byOperation: {} };
    app.route({
      method: ['GET', 'POST'],
      url: '/graphql',
      handler,
      preHandler: (request, _reply, done) => {
        stats.requests += 1;
        const body = request.body as { operationName?: unknown; query?: unknown } | undefined;
        const named =
          typeof body?.query === 'string'
            ? /\b(?:query|mutation)\s+([_A-Za-z]\w*)/.exec(body.query)?.[1]
            : undefined;
        const name =
          typeof body?.operationName === 'string' ? body.operationName : (named ?? '(anonymous)');
        stats.byOperation[name] = (stats.byOperation[name] ?? 0) + 1;
        done();
      },
    });
    /** Local inspection endpoint: how many GraphQL requests the store has served. */
    registerGraphQLPreflight(app, '/graphql');
    app.get('/local/graphql-stats', () => stats);
  },
};
