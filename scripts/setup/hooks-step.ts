import {
  type Hook,
  type HookHeaders,
  type NewHook,
  createHook,
  listHooks,
  updateHook,
} from '../../lib/store/management/hooks';
import { WEBHOOK_RECEIVER_PATH, WEBHOOK_SECRET_HEADER } from '../../lib/webhooks/header';
import { SUBSCRIBED_SCOPES } from '../../lib/webhooks/scope-tags';
import { type StepContext } from './step-context';

/** Where the store sends callbacks: the storefront's webhook receiver. */
export const receiverUrl = (publicUrl: string) => `${publicUrl}${WEBHOOK_RECEIVER_PATH}`;

export interface HooksWanted {
  destination: string;
  /** The receiver of the site's previous URL, when this run moved the site. */
  previousDestination?: string;
  secret: string;
}

const secretHeaderName = (headers: HookHeaders | null) =>
  Object.keys(headers ?? {}).find(
    (name) => name.toLowerCase() === WEBHOOK_SECRET_HEADER.toLowerCase(),
  );

const carriesSecret = (hook: Hook, secret: string) => {
  const name = secretHeaderName(hook.headers);
  return name !== undefined && hook.headers?.[name] === secret;
};

/** The hook's headers with the secret set, the other headers someone added kept. */
function headersWithSecret(headers: HookHeaders | null, secret: string): HookHeaders {
  const others = Object.fromEntries(
    Object.entries(headers ?? {}).filter(([name]) => name !== secretHeaderName(headers)),
  );
  return { ...others, [WEBHOOK_SECRET_HEADER]: secret };
}

/**
 * The hook of this storefront for `scope`: the one at the destination, else one this
 * storefront registered before its URL changed (at the site's previous receiver, or
 * carrying this storefront's secret). Moving that one keeps a single hook per scope
 * instead of leaving the old one to fail for 48 hours.
 */
function hookFor(hooks: readonly Hook[], scope: string, wanted: HooksWanted): Hook | undefined {
  const ofScope = hooks.filter((hook) => hook.scope === scope);
  return (
    ofScope.find((hook) => hook.destination === wanted.destination) ??
    ofScope.find(
      (hook) =>
        hook.destination === wanted.previousDestination || carriesSecret(hook, wanted.secret),
    )
  );
}

/** How an existing hook differs from the wanted one, in words; empty when it matches. */
function differences(hook: Hook, wanted: HooksWanted): string[] {
  const reasons: string[] = [];
  if (hook.destination !== wanted.destination) reasons.push(`moved from ${hook.destination}`);
  if (!hook.is_active) reasons.push('reactivated');
  if (!carriesSecret(hook, wanted.secret))
    reasons.push(secretHeaderName(hook.headers) ? 'secret header changed' : 'secret header added');
  return reasons;
}

/**
 * Moving the hooks sends the store's callbacks, and the secret they carry, somewhere else:
 * the plan says so in one line before the items, whatever else changes.
 */
function announceMoves(ctx: StepContext, hooks: readonly Hook[], wanted: HooksWanted): void {
  const from = new Set(
    SUBSCRIBED_SCOPES.map((scope) => hookFor(hooks, scope, wanted)?.destination).filter(
      (destination): destination is string =>
        destination !== undefined && destination !== wanted.destination,
    ),
  );
  if (from.size === 0) return;
  const when = ctx.dryRun ? ' (when run without --dry-run)' : '';
  ctx.report.note(`! moving webhooks from ${[...from].join(', ')} to ${wanted.destination}${when}`);
}

/** Finds or creates one active hook per scope, pointing at the receiver with the secret. */
export async function ensureHooks(ctx: StepContext, wanted: HooksWanted): Promise<void> {
  const hooks = await listHooks(ctx.client);
  announceMoves(ctx, hooks, wanted);
  for (const scope of SUBSCRIBED_SCOPES) {
    const subject = `webhook ${scope} → ${wanted.destination}`;
    const hook = hookFor(hooks, scope, wanted);
    if (!hook) {
      const created = ctx.dryRun
        ? null
        : await createHook(ctx.client, {
            scope,
            destination: wanted.destination,
            is_active: true,
            headers: headersWithSecret(null, wanted.secret),
          });
      ctx.report.item('created', created ? `${subject} (id ${created.id})` : subject);
      continue;
    }
    const reasons = differences(hook, wanted);
    if (!reasons.length) {
      ctx.report.item('unchanged', `${subject} (id ${hook.id})`);
      continue;
    }
    // The whole hook is sent: the reference's update body lists every field as required.
    const update: NewHook = {
      scope,
      destination: wanted.destination,
      is_active: true,
      headers: headersWithSecret(hook.headers, wanted.secret),
    };
    if (!ctx.dryRun) await updateHook(ctx.client, hook.id, update);
    ctx.report.item('updated', `${subject} (id ${hook.id})`, reasons.join(', '));
  }
}
