import { ApiError } from '../http';

/** A UUID in its canonical text form (any version), as the store's identifiers are. */
export const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const isUuid = (value: string): boolean => UUID_PATTERN.test(value);

/**
 * A uuid in a path. A malformed one names nothing, so it is a 404 like an unknown one (the
 * reference documents no 422 here); the message says what was wrong.
 */
export function requireUuid(value: string, name: string): string {
  if (!isUuid(value))
    throw new ApiError(
      404,
      `${name} must be a UUID such as 3fa85f64-5717-4562-b3fc-2c963f66afa6; got "${value}".`,
    );
  return value.toLowerCase();
}
