import { type FastifyInstance } from 'fastify';
import { type ServiceContext, WhereBuilder, STORE_CURRENCY } from '../../core';
import {
  modify,
  read,
  sqlPage,
  conflict,
  notFound,
  unprocessable,
  idParam,
  parseInput,
} from '../../http';
import {
  type GiftCertificateBody,
  type GiftCertificateFilters,
  giftCertificateCreateBody,
  giftCertificateFilters,
  giftCertificateListQuery,
  giftCertificateUpdateBody,
} from './inputs';
import {
  type GiftCertificateFields,
  type GiftCertificateRow,
  findGiftCertificate,
  findGiftCertificateByCode,
  giftCertificateJsonV2,
  insertGiftCertificate,
  newGiftCertificateCode,
  updateGiftCertificate,
} from './repository';

function whereOf(filters: GiftCertificateFilters): WhereBuilder {
  const where = new WhereBuilder();
  where.addIf('id >= ?', filters.min_id);
  where.addIf('id <= ?', filters.max_id);
  where.addIf('code = ?', filters.code);
  where.addIf('order_id = ?', filters.order_id);
  for (const column of ['to_name', 'to_email', 'from_name', 'from_email'] as const)
    where.addIf(`${column} = ? COLLATE NOCASE`, filters[column]);
  return where;
}

/** A body merged over a certificate, checked as a whole: a balance above the amount, a code another has. */
function checkedFields(
  ctx: ServiceContext,
  base: GiftCertificateRow | null,
  body: GiftCertificateBody,
): GiftCertificateFields {
  const amount = body.amount ?? base?.amount ?? 0;
  const fields: GiftCertificateFields = {
    code: body.code ?? base?.code ?? newGiftCertificateCode(),
    amount,
    balance: body.balance ?? (base ? Math.min(base.balance, amount) : amount),
    to_name: body.to_name ?? base?.to_name ?? '',
    to_email: body.to_email ?? base?.to_email ?? '',
    from_name: body.from_name ?? base?.from_name ?? '',
    from_email: body.from_email ?? base?.from_email ?? '',
    message: body.message ?? base?.message ?? '',
    template: body.template ?? base?.template ?? 'general.html',
    status: body.status ?? base?.status ?? 'active',
    customer_id: body.customer_id ?? base?.customer_id ?? 0,
    order_id: body.order_id ?? base?.order_id ?? 0,
    currency_code: body.currency_code ?? base?.currency_code ?? STORE_CURRENCY,
    purchased_at: body.purchase_date ?? base?.purchased_at ?? ctx.clock.now(),
    expires_at: body.expiry_date !== undefined ? body.expiry_date : (base?.expires_at ?? null),
  };
  if (fields.balance > fields.amount)
    throw unprocessable('The balance cannot be more than the amount.', {
      balance: `must be at most ${fields.amount / 100}`,
    });
  const other = findGiftCertificateByCode(ctx, fields.code);
  if (other && other.id !== base?.id)
    throw conflict(`The code ${fields.code} is already used by gift certificate ${other.id}.`, {
      code: 'already in use',
    });
  return fields;
}

/**
 * The v2 gift certificates interface (`/v2/gift_certificates`) with the Marketing scopes:
 * list (filtered by code, order, sender, recipient; 204 when empty), read, create (a code
 * is generated when none is given), update, delete one or all.
 */
export function registerGiftCertificateRoutes(app: FastifyInstance, ctx: ServiceContext): void {
  const readAccess = { config: { access: read('marketing') } };
  const modifyAccess = { config: { access: modify('marketing') } };
  const certificateOf = (params: unknown): GiftCertificateRow => {
    const id = idParam((params as { certificateId?: string }).certificateId, 'gift certificate id');
    const row = findGiftCertificate(ctx, id);
    if (!row) throw notFound(`Gift certificate ${id}`);
    return row;
  };
  const deleteCertificates = (ids: readonly number[]) =>
    ctx.db.transaction(() => {
      for (const id of ids) ctx.db.prepare('DELETE FROM gift_certificates WHERE id = ?').run(id);
    })();

  app.get('/v2/gift_certificates', readAccess, (request, reply) => {
    const query = parseInput(giftCertificateListQuery, request.query, 'Query');
    const { clause, params } = whereOf(query);
    const { limit, offset } = sqlPage(query);
    const rows = ctx.db
      .prepare(`SELECT * FROM gift_certificates ${clause} ORDER BY id LIMIT ? OFFSET ?`)
      .all(...params, limit, offset) as GiftCertificateRow[];
    return rows.length ? rows.map(giftCertificateJsonV2) : reply.code(204).send();
  });

  app.get('/v2/gift_certificates/:certificateId', readAccess, (request) =>
    giftCertificateJsonV2(certificateOf(request.params)),
  );

  app.post('/v2/gift_certificates', modifyAccess, (request, reply) => {
    const body = parseInput(giftCertificateCreateBody, request.body, 'Gift certificate');
    return reply
      .code(201)
      .send(giftCertificateJsonV2(insertGiftCertificate(ctx, checkedFields(ctx, null, body))));
  });

  app.put('/v2/gift_certificates/:certificateId', modifyAccess, (request) => {
    const row = certificateOf(request.params);
    const body = parseInput(giftCertificateUpdateBody, request.body ?? {}, 'Gift certificate');
    return giftCertificateJsonV2(updateGiftCertificate(ctx, row.id, checkedFields(ctx, row, body)));
  });

  app.delete('/v2/gift_certificates/:certificateId', modifyAccess, (request, reply) => {
    deleteCertificates([certificateOf(request.params).id]);
    return reply.code(204).send();
  });

  app.delete('/v2/gift_certificates', modifyAccess, (request, reply) => {
    const { clause, params } = whereOf(parseInput(giftCertificateFilters, request.query, 'Query'));
    deleteCertificates(
      (
        ctx.db.prepare(`SELECT id FROM gift_certificates ${clause}`).all(...params) as Array<{
          id: number;
        }>
      ).map((r) => r.id),
    );
    return reply.code(204).send();
  });
}
