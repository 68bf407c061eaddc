import { z } from 'zod';
import { UUID_PATTERN } from '../themes/uuid';

/** A positive integer id as a query string carries it. */
export const idText = z.string().regex(/^[1-9]\d{0,14}$/, 'ids are positive integers').transform(Number);

/** A uuid as a query string carries it; lower-cased, as stored. */
export const uuidText = (field: string) =>
  z
    .string()
    .regex(UUID_PATTERN, `${field} must be a UUID`)
    .transform((value) => value.toLowerCase());
