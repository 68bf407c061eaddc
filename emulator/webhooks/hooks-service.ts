import { type FastifyRequest } from 'fastify';
import { type ServiceContext, type ApiAccount } from '../core';
import { ApiError, notFound, unprocessable, accountOf, idParam } from '../http';
import { dropQueuedForHook } from './deliveries-repository';
import { type CreateHookBody, type UpdateHookBody } from './hook-input';
import {
  type HookFields,
  type HookRow,
  deleteHook,
  findHookByKey,
  findOwnHook,
  hookHeaders,
  insertHook,
  updateHook,
} from './hooks-repository';

/**
 * What `/v2/hooks` and `/v3/hooks` share: hooks belong to the API account (client) that
 * created them, and every client sees only its own.
 */

/**
 * The API account of a hooks request. `X-Auth-Client`, when sent, must name the client of
 * the token's account; creating a hook requires it (the service ties the hook to it).
 */
export function clientOf(request: FastifyRequest, { required }: { required: boolean }): ApiAccount {
  const account = accountOf(request);
  const header = request.headers['x-auth-client'];
  const clientId = typeof header === 'string' ? header.trim() : '';
  if (!clientId) {
    if (!required) return account;
    throw new ApiError(
      401,
      'Missing X-Auth-Client header. Creating a webhook needs both X-Auth-Token and X-Auth-Client (the client id of the same API account).',
    );
  }
  if (clientId !== account.clientId) {
    throw new ApiError(
      401,
      'X-Auth-Client and X-Auth-Token are not a valid combination for this store. Send the client id of the API account that owns the token.',
    );
  }
  return account;
}

/**
 * Creating a webhook needs the `Accept` header among the required headers (seed E14 and
 * section 7: a missing one prevents the success answer). Missing: 400; one that does not
 * take JSON: 406.
 */
export function requireJsonAccept(request: FastifyRequest): void {
  const accept = request.headers.accept?.trim();
  if (!accept)
    throw new ApiError(
      400,
      'Missing Accept header. Creating a webhook needs Accept: application/json.',
    );
  const takesJson = accept
    .split(',')
    .some((range) => /^(application\/json|application\/\*|\*\/\*)\s*(;|$)/i.test(range.trim()));
  if (!takesJson)
    throw new ApiError(
      406,
      `The Accept header (${accept}) does not take application/json, the only type this endpoint answers with. Send Accept: application/json.`,
    );
}

export function ownHookOf(ctx: ServiceContext, request: FastifyRequest, clientId: string): HookRow {
  const id = idParam((request.params as { hookId?: string }).hookId, 'The webhook id');
  const row = findOwnHook(ctx, id, clientId);
  if (!row) throw notFound(`Webhook ${id}`);
  return row;
}

function assertUnique(
  ctx: ServiceContext,
  clientId: string,
  fields: HookFields,
  selfId?: number,
): void {
  const clash = findHookByKey(ctx, {
    clientId,
    scope: fields.scope,
    destination: fields.destination,
  });
  if (clash && clash.id !== selfId) {
    const message = `This client already has webhook ${clash.id} for scope ${fields.scope} and this destination.`;
    throw unprocessable(`${message} Update or delete that webhook instead.`, {
      scope: message,
      destination: message,
    });
  }
}

export function createHook(ctx: ServiceContext, clientId: string, body: CreateHookBody): HookRow {
  assertUnique(ctx, clientId, body);
  return insertHook(ctx, clientId, body);
}

/**
 * Applies an update. Deactivating a hook (is_active false) drops the callbacks still
 * queued for it, as the real service does; reactivating it delivers events published
 * from then on.
 */
export function changeHook(ctx: ServiceContext, row: HookRow, body: UpdateHookBody): HookRow {
  const fields: HookFields = {
    scope: body.scope ?? row.scope,
    destination: body.destination ?? row.destination,
    is_active: body.is_active ?? row.is_active === 1,
    headers: body.headers === undefined ? hookHeaders(row) : body.headers,
  };
  assertUnique(ctx, row.client_id, fields, row.id);
  return ctx.db.transaction(() => {
    if (row.is_active === 1 && !fields.is_active)
      dropQueuedForHook(ctx, row.id, 'the webhook was deactivated');
    return updateHook(ctx, row.id, fields);
  })();
}

export function removeHook(ctx: ServiceContext, row: HookRow): void {
  ctx.db.transaction(() => {
    dropQueuedForHook(ctx, row.id, 'the webhook was deleted');
    deleteHook(ctx, row.id);
  })();
}
