import { createHash } from 'node:crypto';
import { type Db } from './database';
import { type Clock } from './clock';
import { unixSeconds } from './time';

// The table keeps its first name (webhook_events) so existing databases keep their events.
export const eventsSchema = /* sql */ `
  CREATE TABLE IF NOT EXISTS webhook_events (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    scope TEXT NOT NULL,
    data TEXT NOT NULL,
    hash TEXT NOT NULL,
    created_at INTEGER NOT NULL
  );
`;

/** The `data` of a callback: minimal detail, `type` and `id` plus a few scope-specific keys. */
export type EventData = { type: string; id: number | string } & Record<string, unknown>;

export interface StoreEvent {
  id: number;
  scope: string;
  data: EventData;
  /** SHA-1 hex of the JSON-encoded `data`; receivers use it to spot redeliveries. */
  hash: string;
  /** Unix seconds. */
  createdAt: number;
}

export type EventListener = (event: StoreEvent) => void;

/**
 * The store's event log. Modules publish what happened (`store/cart/created`, ...);
 * consumers subscribe (webhook delivery fans each event out to the matching hooks); the
 * log knows none of them. Events are written to the database first, so none is lost to a
 * restart.
 */
export class EventLog {
  private listeners: EventListener[] = [];

  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {}

  publish(scope: string, data: EventData): StoreEvent {
    const json = JSON.stringify(data);
    const hash = createHash('sha1').update(json).digest('hex');
    const createdAt = unixSeconds(this.clock.now());
    const info = this.db
      .prepare('INSERT INTO webhook_events (scope, data, hash, created_at) VALUES (?, ?, ?, ?)')
      .run(scope, json, hash, createdAt);
    const event: StoreEvent = { id: Number(info.lastInsertRowid), scope, data, hash, createdAt };
    for (const listener of this.listeners) listener(event);
    return event;
  }

  subscribe(listener: EventListener): () => void {
    this.listeners.push(listener);
    return () => {
      this.listeners = this.listeners.filter((l) => l !== listener);
    };
  }

  /** Most recent events first (for tests: no endpoint lists events). */
  recent(limit = 100): StoreEvent[] {
    const rows = this.db
      .prepare('SELECT * FROM webhook_events ORDER BY id DESC LIMIT ?')
      .all(limit) as EventRow[];
    return rows.map(toEvent);
  }

  /** One event by id: webhook delivery reads it again for every attempt. */
  find(id: number): StoreEvent | null {
    const row = this.db.prepare('SELECT * FROM webhook_events WHERE id = ?').get(id) as
      EventRow | undefined;
    return row ? toEvent(row) : null;
  }
}

interface EventRow {
  id: number;
  scope: string;
  data: string;
  hash: string;
  created_at: number;
}

const toEvent = (r: EventRow): StoreEvent => ({
  id: r.id,
  scope: r.scope,
  data: JSON.parse(r.data) as EventData,
  hash: r.hash,
  createdAt: r.created_at,
});
