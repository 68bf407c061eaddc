import { type FastifyInstance } from 'fastify';
import { type ServiceContext } from '../../core';
import { modify, read, one, parseInput } from '../../http';
import { deleteQuery, listQuery, upsertBody } from './inputs';
import { deleteAssociations, listAssociations } from './repository';
import { upsertAssociations } from './upsert';

const PATH = '/v3/storefront/custom-template-associations';

/** Seed E1, E2 and the delete of the reference: which custom template each entity uses per channel. */
export function registerAssociationEndpoints(app: FastifyInstance, ctx: ServiceContext): void {
  app.get(PATH, { config: { access: read('themes') } }, (request) =>
    listAssociations(ctx, parseInput(listQuery, request.query, 'Query')),
  );

  // The reference's answer is an open object; this one returns what was stored, with validity.
  app.put(PATH, { config: { access: modify('themes') } }, (request) =>
    one(upsertAssociations(ctx, parseInput(upsertBody, request.body, 'The list of associations'))),
  );

  app.delete(PATH, { config: { access: modify('themes') } }, (request, reply) => {
    deleteAssociations(ctx, parseInput(deleteQuery, request.query, 'Query'));
    return reply.code(204).send();
  });
}
