import { z } from 'zod';
import { type ServiceContext, type ServiceModule, isoMillis } from '../core';
import { parseInput } from '../http';
import { type Email, type EmailKind, type StoredEmail } from './email';
import { outboxPage } from './page';

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

export type { Email, EmailKind, StoredEmail } from './email';

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
  /** json or html; without it, HTML for a browser (its Accept names text/html), JSON for everyone else. */
  format: z.enum(['json', 'html']).optional(),
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
    app.get('/local/outbox', (request, reply) => {
      const { format, ...filter } = parseInput(outboxQuery, request.query, 'Query');
      const emails = listEmails(ctx, filter);
      const asPage = format
        ? format === 'html'
        : (request.headers.accept ?? '').includes('text/html');
      if (!asPage) return { data: emails };
      return reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
        .send(outboxPage(emails, ctx.store.name).value);
    });
  },
};

export { emailLink, emailLinkToPath, missingRouteNote } from './links';
