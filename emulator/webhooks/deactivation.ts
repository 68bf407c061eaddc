import { type ServiceContext } from '../core';
import { sendEmail } from '../outbox';
import { dropQueuedForHook } from './deliveries-repository';
import { notificationAddresses } from './hooks-admin';
import { type HookRow, findHook, setHookActive } from './hooks-repository';
import { MAX_ATTEMPTS } from './retry-schedule';

/**
 * The end of a retry schedule: the hook stops (is_active false), the callbacks still
 * queued for it are dropped, as the real service drops them, and the app's registered
 * address is told what happened and how to resume. Does nothing for a hook that is already
 * inactive or gone, so a second delivery running out at once sends no second e-mail.
 * The notice goes to the account's notification addresses (`/v3/hooks/admin`).
 */
export function deactivateAfterFinalFailure(
  ctx: ServiceContext,
  hookId: number,
  lastError: string,
): void {
  const hook = findHook(ctx, hookId);
  if (!hook || hook.is_active !== 1) return;
  ctx.db.transaction(() => {
    setHookActive(ctx, hook.id, false);
    dropQueuedForHook(
      ctx,
      hook.id,
      'the webhook was deactivated after a callback failed its final retry',
    );
  })();
  for (const to of notificationAddresses(ctx, hook.client_id)) {
    sendEmail(ctx, {
      kind: 'webhook_deactivated',
      to,
      subject: `Webhook ${hook.id} (${hook.scope}) was deactivated`,
      body: deactivationNotice(ctx, hook, lastError),
      links: { webhook: hookUrl(ctx, hook.id) },
    });
  }
}

const hookUrl = (ctx: ServiceContext, id: number) =>
  `${ctx.origin}/stores/${ctx.store.hash}/v3/hooks/${id}`;

function deactivationNotice(ctx: ServiceContext, hook: HookRow, lastError: string): string {
  return [
    `Webhook ${hook.id} of ${ctx.store.name} (scope ${hook.scope}) has been deactivated.`,
    '',
    `A callback to ${hook.destination} failed ${MAX_ATTEMPTS} times over about 48 hours (the last one: ${lastError}).`,
    'The store sends this webhook nothing more, and the callbacks that were still waiting were dropped.',
    '',
    'What to do: make sure the destination answers callbacks with a 2xx status (and, for https, presents a',
    `valid certificate chain), then reactivate the webhook with PUT ${hookUrl(ctx, hook.id)}`,
    'and the body {"is_active": true}. Events from then on are delivered again.',
  ].join('\n');
}
