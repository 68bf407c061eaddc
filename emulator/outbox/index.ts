import { z } from 'zod';
import { type ServiceContext, type ServiceModule, isoMillis } from '../core';
import { parseInput } from '../http';

export const outboxSchema = /* sql */ `
  CREATE TABLE IF NOT EXISTS outbox (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    kind TEXT NOT NULL,
    recipient TEXT NOT NULL,
    subject TEXT NOT NULL,
    body TEXT NOT NULL,
    links TEXT NOT NULL,
    created_at INTEGER NOT NULL
  );
`;

/** What kind of message the service "sent"; tests and the demo look messages up by it. */
export type EmailKind =
  | 'order_confirmation'
  | 'order_shipped'
  | 'abandoned_cart'
  | 'merchant_abandoned_cart'
  | 'merchant_cart_converted'
  | 'password_reset'
  | 'account_created'
  | 'webhook_deactivated'
  | 'newsletter_unsubscribed'
  | 'merchant_order_placed'
  | 'forwarded_invoice'
  | 'gift_certificate';

export interface Email {
  kind: EmailKind;
  to: string;
  subject: string;
  /** Plain text, as a shopper would read it. */
  body: string;
  /**
   * The links the message carries, by purpose (e.g. `{ order_status: "https://..." }`).
   * A link the store could not build (no site route) is absent and the body says why.
   */
  links: Record<string, string>;
}

export interface StoredEmail extends Email {
  id: number;
  sentAt: string;
}

/**
 * The service "sends" e-mail by storing it here; `GET /local/outbox` lists the messages
 * so a developer (or a test) can follow the links a shopper would get.
 */
export function sendEmail(ctx: ServiceContext, email: Email): StoredEmail {
  const now = ctx.clock.now();
  const info = ctx.db
    .prepare(
      'INSERT INTO outbox (kind, recipient, subject, body, links, created_at) VALUES (?, ?, ?, ?, ?, ?)',
    )
    .run(email.kind, email.to, email.subject, email.body, JSON.stringify(email.links), now);
  return { ...email, id: Number(info.lastInsertRowid), sentAt: isoMillis(now) };
}

const outboxQuery = z.object({
  to: z.string().optional(),
  kind: z.string().optional(),
  limit: z.coerce.number().int().min(1).max(500).default(100),
});

interface OutboxRow {
  id: number;
  kind: EmailKind;
  recipient: string;
  subject: string;
  body: string;
  links: string;
  created_at: number;
}

export function listEmails(
  ctx: ServiceContext,
  filter: { to?: string; kind?: string; limit?: number } = {},
): StoredEmail[] {
  const rows = ctx.db
    .prepare(
      `SELECT * FROM outbox WHERE (? IS NULL OR recipient = ? COLLATE NOCASE) AND (? IS NULL OR kind = ?)
       ORDER BY id DESC LIMIT ?`,
    )
    .all(
      filter.to ?? null,
      filter.to ?? null,
      filter.kind ?? null,
      filter.kind ?? null,
      filter.limit ?? 100,
    ) as OutboxRow[];
  return rows.map((r) => ({
    id: r.id,
    kind: r.kind,
    to: r.recipient,
    subject: r.subject,
    body: r.body,
    links: JSON.parse(r.links) as Record<string, string>,
    sentAt: isoMillis(r.created_at),
  }));
}

export const outboxModule: ServiceModule = {
  name: 'outbox',
  schema: outboxSchema,
  storefront(app, ctx) {
    /** Local inspection endpoint: the messages the store has "sent", newest first. */
    app.get('/local/outbox', (request) => {
      const query = parseInput(outboxQuery, request.query, 'Query');
      return { data: listEmails(ctx, query) };
    });
  },
};

export { emailLink, emailLinkToPath, missingRouteNote } from './links';
