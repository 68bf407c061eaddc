import { z } from 'zod';
import { pageQuery } from '../http';
import { SIGNATURE_HEADERS } from './callback-signature';
import { destinationProblem } from './hook-destination';
import { isSubscribableScope } from './hook-scopes';

/** Request bodies and queries of `/v2/hooks` and `/v3/hooks`. */

const HEADER_NAME = /^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/;
// Visible ASCII, spaces, tabs and obs-text: what may travel in a header value unencoded.
const HEADER_VALUE = /^[\t\x20-\x7e\x80-\xff]*$/;
const MAX_HEADERS = 50;
/**
 * Headers the service sets itself: framing, the callback's own content type and the
 * Standard Webhooks signature headers.
 */
const RESERVED_HEADERS = new Set([
  ...SIGNATURE_HEADERS,
  'content-type',
  'content-length',
  'transfer-encoding',
  'host',
  'connection',
  'keep-alive',
  'upgrade',
  'te',
  'trailer',
  'expect',
]);

const scope = z.string().superRefine((value, check) => {
  if (!isSubscribableScope(value)) {
    check.addIssue({
      code: 'custom',
      message: `"${value}" is not an event scope. Use one such as store/order/created, or a family wildcard such as store/order/* or store/cart/lineItem/*.`,
    });
  }
});

const destination = z.string().superRefine((value, check) => {
  const problem = destinationProblem(value);
  if (problem) check.addIssue({ code: 'custom', message: problem });
});

/**
 * Custom headers sent with every callback. Values may be secrets, so no message here
 * repeats a value.
 */
const headers = z
  .record(z.string(), z.string())
  .superRefine((value, check) => {
    const names = Object.keys(value);
    if (names.length > MAX_HEADERS)
      check.addIssue({ code: 'custom', message: `at most ${MAX_HEADERS} headers` });
    const seen = new Set<string>();
    for (const name of names) {
      const lower = name.toLowerCase();
      const issue = (message: string) => check.addIssue({ code: 'custom', path: [name], message });
      if (!HEADER_NAME.test(name)) issue(`"${name}" is not a valid HTTP header name`);
      else if (RESERVED_HEADERS.has(lower))
        issue(`${name} is set by the store service and cannot be overridden`);
      else if (seen.has(lower)) issue(`${name} is given twice (header names are case-insensitive)`);
      else if (!HEADER_VALUE.test(value[name]!))
        issue(`the value of ${name} contains line breaks or control characters`);
      seen.add(lower);
    }
  })
  .nullable();

export const createHookBody = z.object({
  scope,
  destination,
  // Required on both paths: the seed's webhook is "sent on create" with is_active, and the
  // v2 reference requires it (the v3 reference leaves it optional; the seed wins).
  is_active: z.boolean({
    error: (issue) =>
      issue.input === undefined
        ? 'is_active is required: send true to receive callbacks, or false'
        : 'is_active must be true or false',
  }),
  // The v2 reference also lists headers as required; the seed says they are optional.
  headers: headers.default(null),
});

export const updateHookBody = z
  .object({
    scope: scope.optional(),
    destination: destination.optional(),
    is_active: z.boolean().optional(),
    headers: headers.optional(),
  })
  .refine((body) => Object.values(body).some((v) => v !== undefined), {
    message: 'Send at least one of scope, destination, is_active, headers.',
  });

export type CreateHookBody = z.output<typeof createHookBody>;
export type UpdateHookBody = z.output<typeof updateHookBody>;

export const listHooksQuery = pageQuery.extend({
  is_active: z
    .enum(['true', 'false'], { message: 'is_active must be true or false' })
    .transform((v) => v === 'true')
    .optional(),
  scope: z.string().optional(),
  destination: z.string().optional(),
});
