import { ApiError } from '../http';
import { isUuid } from '../themes';

/**
 * The `{uuid}` of a content path (scripts, widget templates, widgets, placements). The
 * reference lists 422 for these lookups besides 404: a malformed uuid is invalid input,
 * a well-formed one that names nothing is not found.
 */
export function uuidParam(value: string, what: string): string {
  if (!isUuid(value)) {
    throw new ApiError(422, `The ${what} uuid in the path is not a UUID.`, {
      uuid: `must be a UUID such as 3fa85f64-5717-4562-b3fc-2c963f66afa6; got "${value}"`,
    });
  }
  return value.toLowerCase();
}
