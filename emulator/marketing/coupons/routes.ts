import { type FastifyInstance } from 'fastify';
import { type ServiceContext, WhereBuilder } from '../../core';
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
  type CouponBody,
  type CouponFilters,
  couponCreateBody,
  couponFilters,
  couponListQuery,
  couponUpdateBody,
} from './inputs';
import {
  type CouponFields,
  type CouponRow,
  couponJsonV2,
  fieldsOf,
  findCoupon,
  findCouponByCode,
  insertCoupon,
  updateCoupon,
} from './repository';

function whereOf(filters: CouponFilters): WhereBuilder {
  const where = new WhereBuilder();
  where.addIf('id = ?', filters.id);
  where.addIf('code = ?', filters.code);
  where.addIf('name = ?', filters.name);
  where.addIf('type = ?', filters.type);
  where.addIf('type != ?', filters.exclude_type);
  where.addIf('id >= ?', filters.min_id);
  where.addIf('id <= ?', filters.max_id);
  where.within('id', filters['id:in']);
  return where;
}

/** A body merged over a coupon's fields, checked as a whole: a percentage above 100, a code another coupon has. */
function checkedFields(
  ctx: ServiceContext,
  base: CouponFields | null,
  body: CouponBody,
  ownId = 0,
): CouponFields {
  const fields: CouponFields = {
    code: body.code ?? base?.code ?? '',
    name: body.name ?? base?.name ?? '',
    type: body.type ?? base?.type ?? 'per_total_discount',
    amount: body.amount ?? base?.amount ?? 0,
    min_purchase: body.min_purchase ?? base?.min_purchase ?? 0,
    expires_at: body.expires !== undefined ? body.expires : (base?.expires_at ?? null),
    enabled: body.enabled ?? base?.enabled ?? true,
    applies_to: body.applies_to ?? base?.applies_to ?? { entity: 'categories', ids: [0] },
    max_uses: body.max_uses ?? base?.max_uses ?? 0,
    max_uses_per_customer: body.max_uses_per_customer ?? base?.max_uses_per_customer ?? 0,
  };
  if (fields.type === 'percentage_discount' && fields.amount > 10_000) {
    throw unprocessable('A percentage discount can take at most 100% off.', {
      amount: 'must be at most 100 for percentage_discount',
    });
  }
  if (fields.type !== 'free_shipping' && fields.amount <= 0) {
    throw unprocessable(`A ${fields.type} coupon needs an amount above 0.`, {
      amount: 'must be above 0',
    });
  }
  const other = findCouponByCode(ctx, fields.code);
  if (other && other.id !== ownId)
    throw conflict(`The coupon code ${fields.code} is already used by coupon ${other.id}.`, {
      code: 'already in use',
    });
  return fields;
}

/**
 * The v2 coupons interface (`/v2/coupons`) with the Marketing scopes: list (204 when
 * empty, as v2 lists are), count, read, create, update, delete one or many. Deleting a
 * coupon takes it off the carts that have it; orders keep what it took off.
 */
export function registerCouponRoutes(app: FastifyInstance, ctx: ServiceContext): void {
  const readAccess = { config: { access: read('marketing') } };
  const modifyAccess = { config: { access: modify('marketing') } };
  const couponOf = (params: unknown): CouponRow => {
    const id = idParam((params as { couponId?: string }).couponId, 'coupon id');
    const row = findCoupon(ctx, id);
    if (!row) throw notFound(`Coupon ${id}`);
    return row;
  };
  const deleteCoupons = (ids: readonly number[]) =>
    ctx.db.transaction(() => {
      for (const id of ids) {
        ctx.db.prepare('DELETE FROM cart_coupons WHERE coupon_id = ?').run(id);
        ctx.db.prepare('DELETE FROM coupons WHERE id = ?').run(id);
      }
    })();

  app.get('/v2/coupons', readAccess, (request, reply) => {
    const query = parseInput(couponListQuery, request.query, 'Query');
    const { clause, params } = whereOf(query);
    const { limit, offset } = sqlPage(query);
    const rows = ctx.db
      .prepare(`SELECT * FROM coupons ${clause} ORDER BY id LIMIT ? OFFSET ?`)
      .all(...params, limit, offset) as CouponRow[];
    return rows.length ? rows.map(couponJsonV2) : reply.code(204).send();
  });

  app.get('/v2/coupons/count', readAccess, (request) => {
    const { clause, params } = whereOf(parseInput(couponFilters, request.query, 'Query'));
    return ctx.db.prepare(`SELECT COUNT(*) AS count FROM coupons ${clause}`).get(...params);
  });

  app.get('/v2/coupons/:couponId', readAccess, (request) => couponJsonV2(couponOf(request.params)));

  app.post('/v2/coupons', modifyAccess, (request, reply) => {
    const body = parseInput(couponCreateBody, request.body, 'Coupon');
    const created = insertCoupon(ctx, checkedFields(ctx, null, body));
    return reply.code(201).send(couponJsonV2(created));
  });

  app.put('/v2/coupons/:couponId', modifyAccess, (request) => {
    const row = couponOf(request.params);
    const body = parseInput(couponUpdateBody, request.body ?? {}, 'Coupon');
    return couponJsonV2(updateCoupon(ctx, row.id, checkedFields(ctx, fieldsOf(row), body, row.id)));
  });

  app.delete('/v2/coupons/:couponId', modifyAccess, (request, reply) => {
    deleteCoupons([couponOf(request.params).id]);
    return reply.code(204).send();
  });

  // As the real interface: the coupons `id:in` names, or every coupon without a filter.
  app.delete('/v2/coupons', modifyAccess, (request, reply) => {
    const { clause, params } = whereOf(parseInput(couponFilters, request.query, 'Query'));
    deleteCoupons(
      (
        ctx.db.prepare(`SELECT id FROM coupons ${clause}`).all(...params) as Array<{ id: number }>
      ).map((r) => r.id),
    );
    return reply.code(204).send();
  });
}
