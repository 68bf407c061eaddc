/**
 * Answers of the local store service that do not match the real service's OpenAPI files
 * because the file itself is wrong (it contradicts its own examples, the seed, or the
 * real service's documented behaviour), each with the reason. The conformance test excuses
 * exactly these and fails on an exception nothing needs any more, so the list stays true.
 */
export interface SpecException {
  file: string;
  /** The operation (`GET /catalog/products`), or '*' for every operation of the file. */
  operation: string;
  status: number;
  /** Matches the problem found (a schema path and message, or a refusal). */
  problem: RegExp;
  reason: string;
}

export const SPEC_EXCEPTIONS: readonly SpecException[] = [
  {
    file: 'webhooks.v2.yml',
    operation: 'GET /hooks',
    status: 200,
    problem: /^the planned call: 200 body: response must be object$/,
    reason: 'The list of hooks is an array (its own description says "returns a list"); the file reuses the single-hook response.',
  },
  {
    file: 'webhooks.v2.yml',
    operation: '*',
    status: 200,
    problem: /200 body: headers must be object$/,
    reason: 'A hook without custom headers has headers: null. Swagger 2.0 cannot say nullable; the v3 file describes the same field as nullable.',
  },
  {
    file: 'webhooks.v2.yml',
    operation: 'POST /hooks',
    status: 422,
    problem: /^the spec's example "application\/json": was refused with 422: .*is_active is required/,
    reason: "The example leaves out is_active, which the file's own schema requires, as the seed does (a webhook's is_active is sent on create).",
  },
  {
    file: 'customers.v2.yml',
    operation: '*',
    status: 200,
    problem: /discount_rules must match exactly one schema in oneOf$/,
    reason: "discount_rules is a oneOf of array schemas that each accept any array of rules (none excludes the others' fields), so no value can match exactly one; it should be anyOf.",
  },
  {
    file: 'scripts.v3.yml',
    operation: '*',
    status: 200,
    problem: /data(\/\d+)?\/consent_category must be equal to one of the allowed values$/,
    reason: 'A script created without a consent category has consent_category "unknown", as the file\'s own field description says; its enum leaves that value out.',
  },
  {
    file: 'sites.v3.yml',
    operation: 'POST /sites/{site_id}/routes',
    status: 422,
    problem: /422 body: status must be string$/,
    reason: "The route 422 schema types status as a string; every other error of the interface (and the reference README's error shape) has it as the HTTP status number.",
  },
];

export function exceptionFor(file: string, operation: string, status: number, problem: string): SpecException | undefined {
  return SPEC_EXCEPTIONS.find(
    (e) => e.file === file && (e.operation === '*' || e.operation === operation) && e.status === status && e.problem.test(problem),
  );
}