import { z } from 'zod';
import { type StoreApiClient } from './client';
import { listAllPages } from './pages';

/** The entity types a custom template can be associated with (seed 2.1). */
export type TemplateEntityType = 'product' | 'category' | 'brand' | 'page';

const associationSchema = z.object({
  channel_id: z.number(),
  entity_type: z.string(),
  entity_id: z.number(),
  file_name: z.string(),
  is_valid: z.boolean(),
});

/**
 * The custom template file (e.g. `featured.html`) an entity uses on a channel, or null:
 * no association, or one naming a file the channel's theme does not have (`is_valid`
 * false), which the store says falls back to the default template.
 */
export async function customTemplateFileOf(
  api: StoreApiClient,
  channelId: number,
  entityType: TemplateEntityType,
  entityId: number,
): Promise<string | null> {
  const associations = await listAllPages(
    api,
    '/v3/storefront/custom-template-associations',
    associationSchema,
    {
      channel_id: channelId,
      type: entityType,
      'entity_id:in': entityId,
      is_valid: 'true',
    },
  );
  const found = associations.find(
    (a) =>
      a.channel_id === channelId &&
      a.entity_type === entityType &&
      a.entity_id === entityId &&
      a.is_valid,
  );
  return found?.file_name ?? null;
}
