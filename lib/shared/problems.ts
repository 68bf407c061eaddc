import { STORE_REFUSED_MESSAGE, STORE_UNAVAILABLE_MESSAGE } from './shopper-messages';

/**
 * What a form says went wrong, as its schema and its server action write it: a message key
 * of messages/*.json (`validation.enterEmail`, `problems.signedOut`), its values after a
 * space as JSON (`validation.tooLong {"max":100}`), so the client's check and the action's
 * answer say the same thing and the form words it in the page's language (an action has
 * no page, so no language: wordProblem below, through app/[locale]/_components/problem-text.ts).
 * A value that is a list of problems is worded as a list ("7 characters, 1 number"). Text
 * that is no such key (the store's own words) is shown as it is. Used by schemas on both
 * sides.
 */
export type ProblemValue = string | number | readonly string[];

/** A problem's key with its values, as a form's error string. */
export const problem = (key: string, values?: Readonly<Record<string, ProblemValue>>): string =>
  values ? `${key} ${JSON.stringify(values)}` : key;

const PROBLEM = /^((?:validation|problems)\.[A-Za-z0-9.-]+)(?: (\{.*\}))?$/s;

/** A form error read back as a key and values, or null when it is words already. */
export function readProblem(
  text: string,
): { key: string; values: Record<string, ProblemValue> } | null {
  const match = PROBLEM.exec(text);
  if (!match) return null;
  if (!match[2]) return { key: match[1]!, values: {} };
  try {
    const values: unknown = JSON.parse(match[2]);
    return typeof values === 'object' && values !== null && !Array.isArray(values)
      ? { key: match[1]!, values: values as Record<string, ProblemValue> }
      : null;
  } catch {
    return null;
  }
}

/**
 * The storefront's own sentences that reach a form through the store's error path
 * (lib/store/shopper-errors.ts, whose English the server log keeps): worded too.
 */
const OWN_SENTENCES: Readonly<Record<string, string>> = {
  [STORE_UNAVAILABLE_MESSAGE]: 'problems.storeUnavailable',
  [STORE_REFUSED_MESSAGE]: 'problems.storeRefused',
};

/** A language's messages and list format, as next-intl gives them. */
export interface Wording {
  t: (key: string, values?: Record<string, string | number>) => string;
  has: (key: string) => boolean;
  list: (items: string[]) => string;
}

/** A form's problem in the words of `wording`'s language; text that names no message stays as it is. */
export function wordProblem(text: string, wording: Wording): string {
  const own = OWN_SENTENCES[text];
  if (own) return wording.t(own);
  const found = readProblem(text);
  if (!found || !wording.has(found.key)) return text;
  const values: Record<string, string | number> = {};
  for (const [name, value] of Object.entries(found.values))
    values[name] = Array.isArray(value)
      ? wording.list(value.map((item: string) => wordProblem(item, wording)))
      : (value as string | number);
  return wording.t(found.key, values);
}
