import { type FastifyInstance } from 'fastify';
import { type Clock } from './clock';
import { type Db } from './database';
import { type Store } from './store';
import { type EventLog } from './events';

export interface ServiceConfig {
  /** Requests per API account per window before 429 (the real service's quotas are per plan). */
  rateLimit: { quota: number; windowMs: number };
  /** A cart with no change for this long is abandoned (the real service: one hour). */
  abandonedCartAfterMs: number;
  /** How often the store looks for carts that went idle. */
  abandonedCartSweepMs: number;
  /** Webhook callbacks: an attempt that gets no answer within `timeoutMs` (real time) fails. */
  /**
   * `concurrency`: callbacks in flight at once, all hooks together. A bulk import publishes
   * thousands of events at once; sent all together they would slow the service's own
   * answers and flood the storefront. The rest wait their turn, in order.
   */
  webhooks: { timeoutMs: number; concurrency: number };
}

export const defaultConfig: ServiceConfig = {
  rateLimit: { quota: 10_000, windowMs: 30_000 },
  abandonedCartAfterMs: 60 * 60_000,
  abandonedCartSweepMs: 30_000,
  webhooks: { timeoutMs: 10_000, concurrency: 8 },
};

/** What every module of the local store service works with. */
export interface ServiceContext {
  db: Db;
  clock: Clock;
  store: Store;
  config: ServiceConfig;
  /** Publish store events here (`ctx.events.publish('store/cart/created', ...)`); whoever consumes them subscribes. */
  events: EventLog;
  /** `http://host:port` of the running service; set once it listens. */
  origin: string;
}

/**
 * One resource group of the service: its tables and its routes. Management routes are
 * mounted under `/stores/:storeHash` behind API-token auth; storefront routes (GraphQL,
 * hosted checkout) sit at the service's root.
 */
export interface ServiceModule {
  name: string;
  schema?: string;
  /** Runs at every start after the schema is applied; must be idempotent (default records). */
  init?: (ctx: ServiceContext) => void | Promise<void>;
  management?: (app: FastifyInstance, ctx: ServiceContext) => void;
  storefront?: (app: FastifyInstance, ctx: ServiceContext) => void;
}
