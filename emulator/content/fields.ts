import { z } from 'zod';
import { UUID_PATTERN } from '../themes';

/** Field shapes the content resources (scripts, widget templates, widgets, placements) share. */

export const MAX_NAME_LENGTH = 255;

/** The user-friendly name every content resource has. */
export const nameField = z
  .string(`name is required: a string of 1 to ${MAX_NAME_LENGTH} characters`)
  .trim()
  .min(1, 'name must not be empty')
  .max(MAX_NAME_LENGTH, `name is at most ${MAX_NAME_LENGTH} characters`);

export const channelIdField = z
  .number('channel_id is a channel id')
  .int()
  .positive('channel_id is a positive integer');

/** A uuid in a body that names another resource; lower-cased, as stored. */
export const uuidField = (field: string, names: string) =>
  z
    .string(`${field} is required: the uuid of ${names}`)
    .regex(UUID_PATTERN, `${field} must be a UUID`)
    .transform((value) => value.toLowerCase());

/** A positive integer id as a query string carries it. */
export const idText = z
  .string()
  .regex(/^[1-9]\d{0,14}$/, 'ids are positive integers')
  .transform(Number);

/** A uuid as a query string carries it; lower-cased, as stored. */
export const uuidText = (field: string) =>
  z
    .string()
    .regex(UUID_PATTERN, `${field} must be a UUID`)
    .transform((value) => value.toLowerCase());
