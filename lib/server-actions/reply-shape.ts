import 'server-only';
/**
 * The shape of a server action call as React encodes it (react-server-dom's reply
 * encoding: a JSON root in field `0`, or the whole body for a text call; strings that start
 * with `$` are references), checked before Next.js decodes it, because its decoder answers
 * a 500 for anything it cannot read and hands an action whatever the references build.
 *
 * What the shop's actions take is narrow, and this holds every call to it:
 * - an action takes nothing, or plain data and then a form: (previous state, form) for
 *   useActionState. The action id says how many arguments it takes (Next.js's server
 *   reference info byte); the last one must be a form reference (`$K`), so `form.get`
 *   always exists;
 * - the others (the previous state) are plain data: JSON with only the references React
 *   writes for plain values;
 * - 'use cache' functions have ids too, but no client of the shop calls them.
 * Each function returns what is wrong, in a sentence, or null.
 */

/** References React writes for plain values (escaped `$`, undefined, special numbers, dates, bigints). */
const PLAIN_REFERENCE = /^\$(?:\$.*|undefined|NaN|Infinity|-Infinity|-0|D.*|n-?\d+)$/s;
/** A form (FormData) whose fields are `<id>_<name>` in the same body. */
const FORM_REFERENCE = /^\$K[0-9a-f]+$/;
const ACTION_ID = /^[0-9a-f]{42}$/;
/** Beyond this, a call is not one of the shop's forms' (its states are a few fields deep). */
const MAX_DEPTH = 32;

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

function parseJson(text: string): Json | undefined {
  try {
    return JSON.parse(text) as Json;
  } catch {
    return undefined;
  }
}

/** The first reference in plain data that is not one of PLAIN_REFERENCE's, as a problem. */
function plainDataProblem(value: Json, depth = 0): string | null {
  if (depth > MAX_DEPTH) return `Arguments may be at most ${MAX_DEPTH} levels deep.`;
  if (typeof value === 'string') {
    return value.startsWith('$') && !PLAIN_REFERENCE.test(value)
      ? "An argument holds a reference the shop's actions do not take."
      : null;
  }
  if (value === null || typeof value !== 'object') return null;
  for (const item of Array.isArray(value) ? value : Object.values(value)) {
    const problem = plainDataProblem(item, depth + 1);
    if (problem) return problem;
  }
  return null;
}

/** Which arguments an action reads, from its id's first byte (next/dist/shared/lib/server-reference-info). */
export function usedArguments(actionId: string): { used: boolean[]; rest: boolean } {
  const info = parseInt(actionId.slice(0, 2), 16);
  const mask = (info >> 1) & 0x3f;
  return {
    used: Array.from({ length: 6 }, (_, index) => ((mask >> (5 - index)) & 1) === 1),
    rest: (info & 1) === 1,
  };
}

/**
 * Checks a call's arguments against the action: its last argument is a form, and nothing
 * else holds a reference. `isForm` says whether an argument is a form reference
 * whose form is in the body.
 */
export function argumentsProblem(
  actionId: string,
  args: Json[],
  isForm: (arg: Json) => boolean,
): string | null {
  if (parseInt(actionId.slice(0, 2), 16) >> 7 === 1)
    return 'This id is a cached data function of the shop, not an action.';
  const { used, rest } = usedArguments(actionId);
  if (rest) return "The shop's actions take no rest arguments.";
  const count = used.lastIndexOf(true) + 1;
  if (args.length > count)
    return `This server action takes ${count} argument${count === 1 ? '' : 's'}; the call has ${args.length}.`;
  for (let index = 0; index < count; index++) {
    const arg: Json = args[index] ?? null;
    if (index === count - 1) {
      if (!isForm(arg))
        return `The last argument of this action must be the form's fields (multipart/form-data).`;
    } else {
      const problem = plainDataProblem(arg);
      if (problem) return problem;
    }
  }
  return null;
}

/**
 * A fetch call (with the Next-Action header): the body as text, or its multipart fields.
 * Next.js checks afterwards that the id is one of this build's actions.
 */
export function actionReplyProblem(actionId: string, body: string | FormData): string | null {
  const rootText = typeof body === 'string' ? body : body.get('0');
  if (typeof rootText !== 'string')
    return 'A multipart server action call needs its arguments in the field named 0.';
  const root = parseJson(rootText);
  if (root === undefined) return 'The arguments of a server action call must be JSON.';
  if (!Array.isArray(root)) return 'The arguments of a server action call must be a JSON array.';
  const isForm = (arg: Json) =>
    typeof arg === 'string' && FORM_REFERENCE.test(arg) && typeof body !== 'string';
  return argumentsProblem(actionId, root, isForm);
}

/**
 * A form posted without JavaScript: its `$ACTION_…` fields name the action (`$ACTION_ID_<id>`)
 * or a bound one (`$ACTION_REF_<n>`, with `$ACTION_<n>:0` = {id, bound} and the bound
 * arguments in `$ACTION_<n>:1`); the form itself is the last argument. A multipart post
 * without such fields is not an action call and is left to Next.js.
 */
export function mpaFormProblem(form: FormData): string | null {
  const keys = [...form.keys()].filter((key) => key.startsWith('$ACTION_'));
  if (keys.length === 0) return null;
  const calls = keys.filter(
    (key) => key.startsWith('$ACTION_ID_') || key.startsWith('$ACTION_REF_'),
  );
  const call = calls.length === 1 ? calls[0] : undefined;
  if (call === undefined)
    return 'A form posts exactly one server action ($ACTION_ID_<id> or $ACTION_REF_<n>).';
  if (call.startsWith('$ACTION_ID_')) {
    const id = call.slice('$ACTION_ID_'.length);
    if (!ACTION_ID.test(id))
      return "A form's $ACTION_ID_ field must name a server action id (42 hexadecimal digits).";
    // Next.js calls it with the form alone; an action that takes nothing ignores it.
    const takesNothing = usedArguments(id).used.every((used) => !used);
    return argumentsProblem(id, takesNothing ? [] : ['$form'], (arg) => arg === '$form');
  }
  const ref = call.slice('$ACTION_REF_'.length);
  if (!/^\d{1,6}$/.test(ref)) return "A form's $ACTION_REF_ field must end in a number.";
  const metaText = form.get(`$ACTION_${ref}:0`);
  const meta = typeof metaText === 'string' ? parseJson(metaText) : undefined;
  if (
    !meta ||
    typeof meta !== 'object' ||
    Array.isArray(meta) ||
    typeof meta.id !== 'string' ||
    !ACTION_ID.test(meta.id)
  ) {
    return `The form's $ACTION_${ref}:0 field must be JSON naming a server action id.`;
  }
  let bound: Json[] = [];
  if (meta.bound !== null && meta.bound !== undefined) {
    const chunk = typeof meta.bound === 'string' ? /^\$@([0-9a-f]+)$/.exec(meta.bound) : null;
    const boundText = chunk?.[1] ? form.get(`$ACTION_${ref}:${parseInt(chunk[1], 16)}`) : null;
    const parsed = typeof boundText === 'string' ? parseJson(boundText) : undefined;
    if (!Array.isArray(parsed))
      return `The bound arguments of the form's action must be a JSON array in a $ACTION_${ref}: field.`;
    bound = parsed;
  }
  return argumentsProblem(meta.id, [...bound, '$form'], (arg) => arg === '$form');
}
