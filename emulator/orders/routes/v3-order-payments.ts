import { type FastifyInstance } from 'fastify';
import { type ServiceContext } from '../../core';
import {
  modify,
  read,
  one,
  pageQuery,
  paged,
  sqlPage,
  notFound,
  csvList,
  dateText,
  idParam,
  parseInput,
} from '../../http';
import { z } from 'zod';
import { captureOrderPayment, quoteRefund, voidOrderPayment } from '../payment-actions';
import { refundItemsBody } from '../refund-request';
import { createRefund, createRefundBody, findRefund, listRefunds, refundsOf } from '../refunds';
import { type OrderRecord, findOrder, orderOfPath } from '../repository';
import { orderTransactions } from '../transactions';

const orderIdOf = (params: unknown) =>
  idParam((params as { orderId?: string }).orderId, 'order_id');

/** Either the Order Transactions or the Orders scopes grant these, as the seed's E13 says. */
const readPayments = [...read('transactions'), ...read('orders')];
const modifyPayments = [...modify('orders'), ...modify('transactions')];

const refundsQuery = pageQuery.extend({
  'order_id:in': csvList(z.coerce.number().int()).optional(),
  'id:in': csvList(z.coerce.number().int()).optional(),
  'created:min': dateText.optional(),
  'created:max': dateText.optional(),
});

/** Transactions (E13), payment actions (capture, void, refunds and their quotes) of orders. */
export function registerV3OrderPaymentRoutes(app: FastifyInstance, ctx: ServiceContext): void {
  const orderOf = (params: unknown): OrderRecord => orderOfPath(ctx, params);

  // The reference answers the two payment actions with 201 and an empty body of data.
  app.post(
    '/v3/orders/:orderId/payment_actions/capture',
    { config: { access: modifyPayments } },
    (request, reply) => {
      captureOrderPayment(ctx, orderOf(request.params));
      return reply.code(201).send(one({}));
    },
  );

  app.post(
    '/v3/orders/:orderId/payment_actions/void',
    { config: { access: modifyPayments } },
    (request, reply) => {
      voidOrderPayment(ctx, orderOf(request.params));
      return reply.code(201).send(one({}));
    },
  );

  app.post(
    '/v3/orders/:orderId/payment_actions/refund_quotes',
    { config: { access: modifyPayments } },
    (request, reply) => {
      const order = orderOf(request.params);
      return reply
        .code(201)
        .send(
          one(
            quoteRefund(ctx, order.id, parseInput(refundItemsBody, request.body, 'Refund quote')),
          ),
        );
    },
  );

  app.get('/v3/orders/payment_actions/refunds', { config: { access: readPayments } }, (request) => {
    const query = parseInput(refundsQuery, request.query, 'Query');
    const { items, total } = listRefunds(
      ctx,
      {
        orderIds: query['order_id:in'],
        ids: query['id:in'],
        from: query['created:min'] ? Date.parse(query['created:min']) : undefined,
        to: query['created:max'] ? Date.parse(query['created:max']) : undefined,
      },
      sqlPage(query),
    );
    return paged(items, total, query);
  });

  app.get(
    '/v3/orders/payment_actions/refunds/:refundId',
    { config: { access: readPayments } },
    (request) => {
      const id = idParam((request.params as { refundId?: string }).refundId, 'refund_id');
      const refund = findRefund(ctx, id);
      if (!refund) throw notFound(`Refund ${id}`);
      return one(refund);
    },
  );

  app.get('/v3/orders/:orderId/transactions', { config: { access: readPayments } }, (request) => {
    const id = orderIdOf(request.params);
    if (!findOrder(ctx, id)) throw notFound(`Order ${id}`);
    const transactions = orderTransactions(ctx, id);
    return paged(transactions, transactions.length, {
      page: 1,
      limit: Math.max(50, transactions.length),
    });
  });

  app.get(
    '/v3/orders/:orderId/payment_actions/refunds',
    { config: { access: readPayments } },
    (request) => one(refundsOf(ctx, orderIdOf(request.params))),
  );

  app.post(
    '/v3/orders/:orderId/payment_actions/refunds',
    { config: { access: modifyPayments } },
    (request, reply) => {
      const id = orderIdOf(request.params);
      if (!findOrder(ctx, id)) throw notFound(`Order ${id}`);
      const refund = createRefund(ctx, id, parseInput(createRefundBody, request.body, 'Refund'));
      return reply.code(201).send(one(refund));
    },
  );
}
