import { type FastifyInstance } from 'fastify';
import { z } from 'zod';
import { type ServiceContext, findApiAccountByClientId } from '../core';
import { modify, read, one, parseInput } from '../http';
import { destinationDomain } from './hook-destination';
import { type HookRow, hookJson, listHooks } from './hooks-repository';
import { clientOf } from './hooks-service';
import { webhookDeliveryOf } from './delivery-of';

/**
 * `/v3/hooks/admin`: an API account's notification addresses (who hears about deactivated
 * hooks), its hooks and the destination domains blacklisted now. With no addresses set,
 * notices go to the address the account was registered with.
 */
export const hooksAdminSchema = /* sql */ `
  CREATE TABLE IF NOT EXISTS webhook_notification_emails (
    client_id TEXT NOT NULL,
    email TEXT NOT NULL,
    position INTEGER NOT NULL,
    PRIMARY KEY (client_id, email)
  );
`;

const MAX_EMAILS = 50;

const adminBody = z.object({
  emails: z
    .array(z.email('must be an e-mail address'))
    .max(MAX_EMAILS, `at most ${MAX_EMAILS} addresses`),
});

const adminQuery = z.object({
  is_active: z
    .enum(['true', 'false'], { message: 'is_active must be true or false' })
    .transform((v) => v === 'true')
    .optional(),
});

/** Where notices about this client's hooks go. */
export function notificationAddresses(ctx: ServiceContext, clientId: string): string[] {
  const rows = ctx.db
    .prepare('SELECT email FROM webhook_notification_emails WHERE client_id = ? ORDER BY position')
    .all(clientId) as Array<{
    email: string;
  }>;
  if (rows.length) return rows.map((r) => r.email);
  return [findApiAccountByClientId(ctx.db, clientId)?.email ?? ctx.store.adminEmail];
}

function blockedDomains(ctx: ServiceContext, hooks: readonly HookRow[]) {
  const domains = new Set(hooks.map((h) => destinationDomain(h.destination)));
  const now = ctx.clock.now();
  return (webhookDeliveryOf(ctx)?.domainStatus() ?? [])
    .filter((status) => status.blacklistedUntil !== null && domains.has(status.domain))
    .map((status) => ({
      destination: status.domain,
      time_left: Math.ceil((status.blacklistedUntil! - now) / 1000),
      reasons: [
        {
          failure_description: 'fewer than 90% of callbacks succeeded in two minutes',
          count: status.failures,
          timestamp: Math.floor(now / 1000),
        },
      ],
    }));
}

export function registerHooksAdminRoutes(app: FastifyInstance, ctx: ServiceContext): void {
  app.get('/v3/hooks/admin', { config: { access: read('information') } }, (request) => {
    const { clientId } = clientOf(request, { required: false });
    const query = parseInput(adminQuery, request.query, 'Query');
    const hooks = listHooks(ctx, { clientId, isActive: query.is_active });
    return one({
      emails: notificationAddresses(ctx, clientId),
      // `deactivated` (the real service's 90 days without traffic) never happens here: a hook
      // stopped after its final retry or by a PUT is `inactive`.
      hooks_list: hooks.map((row) => ({
        ...hookJson(ctx, row),
        status: row.is_active === 1 ? 'active' : 'inactive',
      })),
      blocked_domains: blockedDomains(ctx, listHooks(ctx, { clientId })),
    });
  });

  app.put('/v3/hooks/admin', { config: { access: modify('information') } }, (request, reply) => {
    const { clientId } = clientOf(request, { required: false });
    const { emails } = parseInput(adminBody, request.body, 'Notification e-mails');
    const unique = [...new Set(emails.map((e) => e.toLowerCase()))];
    ctx.db.transaction(() => {
      ctx.db.prepare('DELETE FROM webhook_notification_emails WHERE client_id = ?').run(clientId);
      const insert = ctx.db.prepare(
        'INSERT INTO webhook_notification_emails (client_id, email, position) VALUES (?, ?, ?)',
      );
      unique.forEach((email, position) => insert.run(clientId, email, position));
    })();
    return reply.code(204).send();
  });
}
