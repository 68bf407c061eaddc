import { z } from 'zod';
import { ApiError, fieldErrors } from './errors';

/**
 * Parses a request body or query with a zod schema. Failures are the real service's 422
 * with one message per field (`errors: { "url": "..." }`), never a 500.
 */
export function parseInput<S extends z.ZodType>(
  schema: S,
  value: unknown,
  what = 'Input',
): z.output<S> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  throw new ApiError(
    422,
    `${what} is invalid. Fix the fields listed in errors and try again.`,
    fieldErrors(result.error),
  );
}

const UNSUPPORTED = 'is not supported by the local store service (or is read-only); remove it';

/** An object that names every field it does not take, instead of silently dropping it. */
export const supportedOnly = <S extends z.ZodRawShape>(shape: S) =>
  z.strictObject(shape, {
    error: (issue) => (issue.code === 'unrecognized_keys' ? UNSUPPORTED : undefined),
  });

/** A date filter's value (`date_created:min=...`); `WhereBuilder.dates` applies it. */
export const dateText = z
  .string()
  .refine(
    (v) => !Number.isNaN(Date.parse(v)),
    'must be a date, e.g. 2026-01-31 or 2026-01-31T12:00:00Z',
  );

/** The v3 date filters of a list query (`date_created`, `date_modified`, exact or `:min` / `:max`), which `WhereBuilder.dates` applies. */
export const dateFilters = {
  date_created: dateText.optional(),
  'date_created:min': dateText.optional(),
  'date_created:max': dateText.optional(),
  date_modified: dateText.optional(),
  'date_modified:min': dateText.optional(),
  'date_modified:max': dateText.optional(),
};

/** A `key:in` filter: comma-separated values, each checked against a schema. */
export const csvList = <T>(item: z.ZodType<T>) =>
  z.preprocess(
    (value) =>
      typeof value === 'string'
        ? value
            .split(',')
            .map((v) => v.trim())
            .filter(Boolean)
        : value,
    z.array(item),
  );

/** A positive integer in a path, e.g. `/v3/sites/{site_id}`. */
export function idParam(value: string | undefined, name: string): number {
  const id = Number(value);
  if (!Number.isSafeInteger(id) || id < 1) {
    throw new ApiError(404, `${name} must be a positive integer; got "${value ?? ''}".`);
  }
  return id;
}

/** A JSON object body (to merge onto a stored record before parsing); anything else is a 422. */
export function objectBody(value: unknown, what: string): Record<string, unknown> {
  if (value && typeof value === 'object' && !Array.isArray(value))
    return value as Record<string, unknown>;
  throw new ApiError(422, `${what} is invalid: send a JSON object.`, { _: 'expected an object' });
}
