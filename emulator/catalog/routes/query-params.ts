import { z } from 'zod';
import { csvList } from '../../http';

/** Query-string value types of the catalog's list endpoints (every value arrives as a string). */

/** `true`/`false`, or `1`/`0` as some filters of the real service document it. */
export const flagParam = z
  .enum(['true', 'false', '1', '0'], { error: 'must be true, false, 1 or 0' })
  .transform((value) => value === 'true' || value === '1');

export const intParam = z
  .string()
  .regex(/^-?\d{1,15}$/, 'must be a whole number')
  .transform(Number);

export const numberParam = z
  .string()
  .regex(/^\d{1,12}(\.\d+)?$/, 'must be a non-negative number')
  .transform(Number);

/** `1,2,3` */
export const intListParam = csvList(intParam);

export const directionParam = z.enum(['asc', 'desc']);

/** `id=` and `id:in=` together: the ids to match, or undefined when neither was given. */
export const idsOf = (id: number | undefined, ids: number[] | undefined): number[] | undefined =>
  id === undefined ? ids : [id, ...(ids ?? [])];
