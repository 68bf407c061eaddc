import Fastify, { type FastifyInstance } from 'fastify';
import fastifyCookie from '@fastify/cookie';
import fastifyMultipart from '@fastify/multipart';
import { type AddressInfo } from 'node:net';
import {
  type Clock,
  systemClock,
  openDatabase,
  type ApiAccount,
  createApiAccount,
  ensureStore,
  primaryApiAccount,
  type ServiceConfig,
  type ServiceContext,
  defaultConfig,
  EventLog,
} from './core';
import {
  MANAGEMENT_PREFIX,
  installManagementAuth,
  installRateLimit,
  managementAuthFailure,
  acceptEmptyJsonBodies,
  restrictLocalEndpoints,
  ApiError,
  sendApiError,
  toApiError,
} from './http';
import { allSchemas, modules } from './modules';
import { type DemoGrowthProgress, growDemoCatalog } from './demo';
import { refreshFacetGroups } from './catalog';

export interface StoreServiceOptions {
  /** SQLite file path, or `:memory:`. */
  db: string;
  host?: string;
  /** 0 picks a free port. */
  port?: number;
  clock?: Clock;
  config?: Partial<Omit<ServiceConfig, 'webhooks'>> & {
    webhooks?: Partial<ServiceConfig['webhooks']>;
  };
  /** Called with one line per request (method, path, status, time); off by default. */
  logRequest?: (line: string) => void;
  /**
   * Grow the demo catalog to this many products before listening (issue 33's scale runs);
   * progress goes to `onDemoProgress` after each batch.
   */
  demoProducts?: number;
  onDemoProgress?: (progress: DemoGrowthProgress) => void;
}

export interface StoreService {
  origin: string;
  /** `{base_url}` of the seed: `<origin>/stores/<hash>`. */
  apiUrl: string;
  graphqlUrl: string;
  storeHash: string;
  /** The account created on first start, holding every scope. */
  primaryAccount: ApiAccount;
  /** True when this start created the store (a new database). */
  createdStore: boolean;
  ctx: ServiceContext;
  app: FastifyInstance;
  createApiAccount(name: string, scopes: Iterable<string>): ApiAccount;
  close(): Promise<void>;
}

/** A W3C traceparent header: version, trace id (kept), parent span id, flags. */
const TRACEPARENT = /^[\da-f]{2}-([\da-f]{32})-[\da-f]{16}-[\da-f]{2}$/;

export async function startStoreService(options: StoreServiceOptions): Promise<StoreService> {
  const clock = options.clock ?? systemClock;
  const db = openDatabase(options.db, allSchemas());
  const { store, created } = await ensureStore(db, clock);
  const events = new EventLog(db, clock);
  const ctx: ServiceContext = {
    db,
    clock,
    store,
    events,
    config: {
      ...defaultConfig,
      ...options.config,
      // A caller setting one webhook setting keeps the other's default.
      webhooks: { ...defaultConfig.webhooks, ...options.config?.webhooks },
    },
    origin: '',
  };
  for (const serviceModule of modules) await serviceModule.init?.(ctx);
  if (options.demoProducts) growDemoCatalog(ctx, options.demoProducts, options.onDemoProgress);
  // The search rows of products written before this start (a seed, a bulk load, an older
  // database), so that the first search does not wait for them.
  refreshFacetGroups(ctx);

  const app = Fastify({ logger: false, bodyLimit: 1024 * 1024, forceCloseConnections: true });
  app.setErrorHandler((error, request, reply) => {
    const apiError = toApiError(error);
    if (apiError.status >= 500)
      console.error(`store service: ${request.method} ${request.url} failed:`, error);
    return sendApiError(request, reply, apiError);
  });
  app.setNotFoundHandler((request, reply) => {
    // As on the real service, the management API tells only authenticated callers which
    // paths exist: anyone else gets the same 401 as on a real endpoint.
    const unauthenticated = managementAuthFailure(request, ctx);
    if (unauthenticated) return sendApiError(request, reply, unauthenticated);
    return sendApiError(
      request,
      reply,
      new ApiError(
        404,
        `No endpoint ${request.method} ${request.url.split('?')[0]}. Check the method and path.`,
      ),
    );
  });
  acceptEmptyJsonBodies(app);
  if (options.logRequest) {
    const log = options.logRequest;
    app.addHook('onResponse', async (request, reply) => {
      // The caller's trace (W3C traceparent, sent by the storefront when it traces), so a
      // slow store call can be found from the storefront's trace.
      const trace = TRACEPARENT.exec(String(request.headers.traceparent ?? ''))?.[1];
      log(
        `${request.method} ${request.url.split('?')[0]} ${reply.statusCode} ${reply.elapsedTime.toFixed(1)}ms${trace ? ` trace=${trace}` : ''}`,
      );
    });
  }

  await app.register(fastifyCookie);
  // Image uploads (`image_file`) arrive as multipart/form-data; handlers read the parts.
  await app.register(fastifyMultipart);
  restrictLocalEndpoints(app);
  installRateLimit(app, ctx);
  await app.register(
    (management, _options, done) => {
      installManagementAuth(management, ctx);
      for (const serviceModule of modules) serviceModule.management?.(management, ctx);
      done();
    },
    { prefix: MANAGEMENT_PREFIX },
  );
  for (const serviceModule of modules) serviceModule.storefront?.(app, ctx);

  await app.listen({ host: options.host ?? '127.0.0.1', port: options.port ?? 4000 });
  const address = app.server.address() as AddressInfo;
  const host = address.family === 'IPv6' ? `[${address.address}]` : address.address;
  ctx.origin = `http://${host}:${address.port}`;

  return {
    origin: ctx.origin,
    apiUrl: `${ctx.origin}/stores/${store.hash}`,
    graphqlUrl: `${ctx.origin}/graphql`,
    storeHash: store.hash,
    primaryAccount: primaryApiAccount(db),
    createdStore: created,
    ctx,
    app,
    createApiAccount: (name, scopes) => createApiAccount(db, clock, { name, scopes }),
    async close() {
      await app.close();
      db.close();
    },
  };
}
