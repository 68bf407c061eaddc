import { type FastifyInstance } from 'fastify';
import { z } from 'zod';
import { type ServiceContext, isoSeconds } from '../core';
import { modify, read, notFound, unprocessable, idParam, parseInput } from '../http';
import { findCustomer } from './repository';

/**
 * A customer's cookie consent (`/v3/customers/{id}/consent`): the categories allowed and
 * denied, kept and reported (the storefront's banner keeps a shopper's choice in a cookie,
 * not here). And the payment instruments a customer stored (`.../stored-instruments`): this store keeps none (its
 * simulated card processor stores no card), so the list is always empty.
 */
export const customerConsentSchema = /* sql */ `
  CREATE TABLE IF NOT EXISTS customer_consents (
    customer_id INTEGER PRIMARY KEY REFERENCES customers (id) ON DELETE CASCADE,
    allow TEXT NOT NULL,
    deny TEXT NOT NULL,
    updated_at INTEGER NOT NULL
  );
`;

const CATEGORIES = ['essential', 'functional', 'analytics', 'targeting'] as const;
const consentBody = z
  .object({
    allow: z.array(z.enum(CATEGORIES)).default([]),
    deny: z.array(z.enum(CATEGORIES)).default([]),
  })
  .refine((c) => !c.allow.some((category) => c.deny.includes(category)), {
    message: 'a category cannot be both allowed and denied',
    path: ['deny'],
  });

export function registerConsentRoutes(app: FastifyInstance, ctx: ServiceContext): void {
  const customerOf = (params: unknown) => {
    const id = idParam((params as { customerId: string }).customerId, 'customerId');
    const customer = findCustomer(ctx, id);
    if (!customer) throw notFound(`Customer ${id}`);
    return customer;
  };
  const consentOf = (customerId: number, createdAt: number) => {
    const row = ctx.db
      .prepare('SELECT * FROM customer_consents WHERE customer_id = ?')
      .get(customerId) as { allow: string; deny: string; updated_at: number } | undefined;
    // Essential cookies need no consent: a customer who said nothing has allowed those.
    return row
      ? {
          allow: JSON.parse(row.allow) as string[],
          deny: JSON.parse(row.deny) as string[],
          updated_at: isoSeconds(row.updated_at),
        }
      : { allow: ['essential'], deny: [], updated_at: isoSeconds(createdAt) };
  };

  // The reference answers both with the consent object itself, without an envelope.
  app.get(
    '/v3/customers/:customerId/consent',
    { config: { access: read('customers') } },
    (request) => {
      const customer = customerOf(request.params);
      return consentOf(customer.id, customer.created_at);
    },
  );

  app.put(
    '/v3/customers/:customerId/consent',
    { config: { access: modify('customers') } },
    (request) => {
      const customer = customerOf(request.params);
      const body = parseInput(consentBody, request.body, 'Consent');
      if (body.deny.includes('essential'))
        throw unprocessable('Essential cookies cannot be denied.', {
          deny: 'essential is always allowed',
        });
      const allow = [...new Set(['essential', ...body.allow])];
      ctx.db
        .prepare(
          `INSERT INTO customer_consents (customer_id, allow, deny, updated_at) VALUES (?, ?, ?, ?)
         ON CONFLICT (customer_id) DO UPDATE SET allow = excluded.allow, deny = excluded.deny, updated_at = excluded.updated_at`,
        )
        .run(
          customer.id,
          JSON.stringify(allow),
          JSON.stringify([...new Set(body.deny)]),
          ctx.clock.now(),
        );
      return consentOf(customer.id, customer.created_at);
    },
  );

  app.get(
    '/v3/customers/:customerId/stored-instruments',
    { config: { access: read('customers') } },
    (request) => {
      customerOf(request.params);
      return [];
    },
  );
}
