import { type TestStore } from '../../support/store-service';
import { type Answer, type Call, send } from './call';
import { withDemoIds } from './example-ids';
import { type Fixtures } from './fixtures';
import { type FilePlans, type OperationPlan, commonParam } from './plan';
import { type SpecFile, type SpecOperation } from './reference-spec';
import { type SpecException, exceptionFor } from './spec-exceptions';

/** What the run found about one operation. */
export interface OperationResult {
  key: string;
  /** The service routes it (no answer said "No endpoint"). */
  implemented: boolean;
  /** Every answer was accepted where it had to be and matched the spec, or is a written exception. */
  problems: string[];
  /** Exceptions of spec-exceptions.ts that excused an answer. */
  excused: SpecException[];
}

/** Ids no store has, for the not-found check. */
const UNKNOWN_ID = '987654321';
const UNKNOWN_UUID = '00000000-0000-4000-8000-00000000dead';

const NO_ENDPOINT = /No endpoint/;

interface Context {
  store: TestStore;
  spec: SpecFile;
  fx: Fixtures;
  /** A token of an API account with no scopes: every operation must refuse it with 403. */
  scopelessToken: string;
}

async function defaultCall(op: SpecOperation, fx: Fixtures): Promise<Call> {
  const params: Record<string, string | number> = {};
  for (const name of op.pathParams) {
    const value = await commonParam(name, fx);
    if (value === undefined) throw new Error(`${op.file} ${op.key}: no plan gives {${name}}`);
    params[name] = value;
  }
  return { params };
}

const planCall = (
  op: SpecOperation,
  plan: OperationPlan | undefined,
  fx: Fixtures,
): Promise<Call> => Promise.resolve(plan?.call ? plan.call(fx) : defaultCall(op, fx));

/** The v3 error object or the v2 error array, for error statuses a spec does not describe. */
function genericErrorProblem(shape: 'array' | 'object', answer: Answer): string | null {
  const body = answer.body as any;
  if (shape === 'array') {
    const ok =
      Array.isArray(body) &&
      body.length > 0 &&
      body.every((e) => typeof e?.status === 'number' && typeof e?.message === 'string');
    return ok ? null : 'not the v2 error array [{ status, message }]';
  }
  const ok =
    body &&
    typeof body === 'object' &&
    typeof body.status === 'number' &&
    typeof body.title === 'string';
  return ok ? null : 'not the v3 error object { status, title, type, errors }';
}

/**
 * Checks one answer. `expected`: 'success' needs a 2xx the spec lists, with a body its
 * schema accepts; 'error' needs a 4xx, checked against the spec's schema for that status
 * when the spec lists it (most list no 401 or 403), else against the generic error shape.
 */
function check(
  ctx: Context,
  op: SpecOperation,
  what: string,
  answer: Answer,
  expected: 'success' | 'error',
  result: OperationResult,
): void {
  if (answer.status === 404 && NO_ENDPOINT.test(answer.text)) {
    result.implemented = false;
    return;
  }
  const problem = (message: string) => {
    const found = `${what}: ${message}`;
    const exception = exceptionFor(op.file, op.key, answer.status, found);
    if (exception) result.excused.push(exception);
    else result.problems.push(found);
  };
  if (answer.status >= 500)
    return problem(`answered ${answer.status}: ${answer.text.slice(0, 300)}`);
  if (expected === 'success' && answer.status >= 300)
    return problem(`was refused with ${answer.status}: ${answer.text.slice(0, 400)}`);
  if (expected === 'error' && answer.status < 400)
    return problem(`was accepted with ${answer.status}, an error was expected`);
  const documented = op.statuses.some(
    (s) => s === String(answer.status) || s === `${String(answer.status)[0]}XX` || s === 'default',
  );
  if (!documented && expected === 'success')
    return problem(
      `answered ${answer.status}, which the spec does not list (${op.statuses.join(', ')})`,
    );
  // An error the spec does not list, or lists without describing its body.
  if (expected === 'error' && (!documented || !op.describesBody(answer.status))) {
    const shape = genericErrorProblem(ctx.spec.errorShape, answer);
    if (shape) problem(`${answer.status} body is ${shape}: ${answer.text.slice(0, 200)}`);
    return;
  }
  // A success the spec lists without a body schema says nothing the body could break; a
  // 204 has no body whatever the spec describes (HTTP forbids one).
  if (!op.describesBody(answer.status) || answer.status === 204) return;
  const invalid = op.validate(answer.status, answer.body);
  if (invalid) {
    for (const error of invalid.errors.slice(0, 8))
      problem(`${answer.status} body: ${error.path || '(root)'} ${error.message}`);
  }
}

/** The call with its last path parameter replaced by an id no record has. */
function withUnknownLastParam(op: SpecOperation, call: Call): Call {
  const last = op.pathParams.at(-1)!;
  const current = String(call.params?.[last] ?? '');
  const unknown = /^[0-9a-f-]{36}$/i.test(current)
    ? UNKNOWN_UUID
    : /^\d+$/.test(current)
      ? UNKNOWN_ID
      : `${current}-unknown`;
  return { ...call, params: { ...call.params, [last]: unknown } };
}

export async function runOperation(
  ctx: Context,
  op: SpecOperation,
  plans: FilePlans,
): Promise<OperationResult> {
  const result: OperationResult = { key: op.key, implemented: true, problems: [], excused: [] };
  const plan = plans[op.key];
  const { store, spec, fx } = ctx;
  const run = (call: Call, token: string | null) =>
    send(store, spec.version, op.method, op.path, call, token, op.requiresContentType);
  const token = store.primaryAccount.accessToken;

  const base = await planCall(op, plan, fx);
  // Refusals first: they change nothing.
  const refused = await run(base, ctx.scopelessToken);
  check(ctx, op, 'without a scope', refused, 'error', result);
  if (!result.implemented) return result;
  if (refused.status !== 403 || !/store_/.test(refused.text)) {
    result.problems.push(
      `without a scope: answered ${refused.status}, not a 403 naming the missing scope`,
    );
  }
  if (op.pathParams.length) {
    const unknown = await run(withUnknownLastParam(op, base), token);
    if (plan?.unknownIdAnswers !== undefined && unknown.status !== plan.unknownIdAnswers) {
      result.problems.push(
        `for an unknown id: answered ${unknown.status}, the plan says ${plan.unknownIdAnswers}`,
      );
    }
    check(
      ctx,
      op,
      'for an unknown id',
      unknown,
      plan?.unknownIdAnswers !== undefined && plan.unknownIdAnswers < 400 ? 'success' : 'error',
      result,
    );
  }
  if (op.bodyTypes.includes('application/json') && !base.form) {
    check(
      ctx,
      op,
      'with a body that is not an object',
      await run({ ...base, body: 'not an object' }, token),
      'error',
      result,
    );
  }

  for (const example of op.bodyExamples) {
    const call = plan?.exampleCall
      ? await plan.exampleCall(fx, example.name)
      : plan?.call
        ? await planCall(op, plan, fx)
        : base;
    const mapped = await withDemoIds(structuredClone(example.value), fx);
    const body = plan?.example
      ? await plan.example(mapped, fx, structuredClone(example.value), example.name)
      : mapped;
    check(
      ctx,
      op,
      `the spec's example "${example.name}"`,
      await run({ ...call, body }, token),
      'success',
      result,
    );
  }
  if (plan?.call || op.bodyExamples.length === 0) {
    const call = op.method === 'GET' ? base : await planCall(op, plan, fx);
    // A plan's call without a body is on purpose (the body is optional: a cart's redirect
    // URLs); without a plan, an operation that takes a body and has no example is not run.
    if (!plan?.call && op.bodyTypes.length && call.body === undefined && !call.form) {
      result.problems.push('no plan: the operation takes a body and the spec gives no example');
    } else {
      check(ctx, op, 'the planned call', await run(call, token), 'success', result);
    }
  }
  return result;
}

/** Spec order, with deletes last (deepest paths first), so that they do not take what later calls use. */
export function runOrder(operations: readonly SpecOperation[]): SpecOperation[] {
  const depth = (op: SpecOperation) => op.path.split('/').length;
  const rest = operations.filter((op) => op.method !== 'DELETE');
  const deletes = operations
    .filter((op) => op.method === 'DELETE')
    .sort((a, b) => depth(b) - depth(a));
  return [...rest, ...deletes];
}

export type { Context as RunContext };
