import { type ServiceContext } from '../../core';
import { ApiError } from '../../http';
import { activeThemeOf } from '../active-theme';
import { type AssociationInput } from './inputs';
import { missingEntityMessage } from './entity-checks';
import { type AssociationJson, saveAssociations } from './repository';

/**
 * Checks the whole batch before writing any of it: every channel and entity must exist and
 * each channel + type + entity may appear once. Errors are keyed by the element's index
 * (`3.entity_id`). A file name the channel's theme does not have is not an error: it is
 * stored and reported with `is_valid: false`, and the storefront falls back to the default
 * template, as the real service does.
 */
export function upsertAssociations(
  ctx: ServiceContext,
  associations: readonly AssociationInput[],
): AssociationJson[] {
  const errors: Record<string, string> = {};
  const firstIndexOfKey = new Map<string, number>();

  associations.forEach((association, index) => {
    const { channel_id, entity_type, entity_id } = association;
    // Also gives a channel created since start its default theme, so validity can be judged.
    if (!activeThemeOf(ctx, channel_id)) {
      errors[`${index}.channel_id`] =
        `Channel ${channel_id} does not exist; GET /v3/channels lists the channels.`;
    }
    const missing = missingEntityMessage(ctx, entity_type, entity_id);
    if (missing) errors[`${index}.entity_id`] = missing;

    const key = `${channel_id}/${entity_type}/${entity_id}`;
    const first = firstIndexOfKey.get(key);
    if (first === undefined) firstIndexOfKey.set(key, index);
    else
      errors[`${index}`] =
        `Element ${first} already sets the template of ${entity_type} ${entity_id} on channel ${channel_id}; send each once.`;
  });

  if (Object.keys(errors).length) {
    throw new ApiError(
      422,
      'No association was saved: fix the elements listed in errors and send the batch again.',
      errors,
    );
  }
  return saveAssociations(ctx, associations);
}
