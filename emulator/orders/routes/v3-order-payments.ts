import { type FastifyInstance } from 'fastify';
import { type ServiceContext } from '../../context';
import { modify, read } from '../../http/access';
import { one, paged } from '../../http/envelope';
import { notFound } from '../../http/errors';
import { idParam, parseInput } from '../../http/validation';
import { createRefund, createRefundBody, refundsOf } from '../refunds';
import { findOrder } from '../repository';
import { orderTransactions } from '../transactions';

const orderIdOf = (params: unknown) => idParam((params as { orderId?: string }).orderId, 'order_id');

/** Either the Order Transactions or the Orders scopes grant these, as the seed's E13 says. */
const readPayments = [...read('transactions'), ...read('orders')];
const modifyPayments = [...modify('orders'), ...modify('transactions')];

/** Transactions (E13) and refunds of an order. */
export function registerV3OrderPaymentRoutes(app: FastifyInstance, ctx: ServiceContext): void {
  app.get('/v3/orders/:orderId/transactions', { config: { access: readPayments } }, (request) => {
    const id = orderIdOf(request.params);
    if (!findOrder(ctx, id)) throw notFound(`Order ${id}`);
    const transactions = orderTransactions(ctx, id);
    return paged(transactions, transactions.length, { page: 1, limit: Math.max(50, transactions.length) });
  });

  app.get('/v3/orders/:orderId/payment_actions/refunds', { config: { access: readPayments } }, (request) =>
    one(refundsOf(ctx, orderIdOf(request.params))),
  );

  app.post('/v3/orders/:orderId/payment_actions/refunds', { config: { access: modifyPayments } }, (request, reply) => {
    const id = orderIdOf(request.params);
    if (!findOrder(ctx, id)) throw notFound(`Order ${id}`);
    const refund = createRefund(ctx, id, parseInput(createRefundBody, request.body, 'Refund'));
    return reply.code(201).send(one(refund));
  });
}
