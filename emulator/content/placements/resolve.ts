import { type ServiceContext } from '../../core';
import { ApiError } from '../../http';
import { PAGE_TEMPLATE_FILES, missingEntityMessage, templateFileOf } from '../../themes';
import { unknownChannelError } from '../channels';
import { findWidget } from '../widgets/repository';
import { type PlacementChanges } from './inputs';
import { type PlacementSettings, type StoredPlacement } from './repository';

/**
 * A new placement's settings (`current` absent) or an existing one's after an update,
 * checked as a whole: the widget exists and belongs to the placement's channel (the
 * default), the template file is one of that channel's theme, the region is one of that
 * file's, and an entity id is only given for a template that shows one entity, which must
 * exist. New placements are inactive unless they say otherwise.
 */
export function resolvePlacement(
  ctx: ServiceContext,
  changes: PlacementChanges,
  current?: StoredPlacement,
): PlacementSettings {
  const errors: Record<string, string> = {};
  const widgetUuid = changes.widget_uuid ?? current?.widget_uuid;
  const templateFile = changes.template_file ?? current?.template_file;
  if (!widgetUuid || !templateFile) {
    throw new ApiError(422, 'The placement needs widget_uuid and template_file.', {
      ...(widgetUuid ? {} : { widget_uuid: 'widget_uuid is required' }),
      ...(templateFile ? {} : { template_file: 'template_file is required' }),
    });
  }

  const widget = findWidget(ctx, widgetUuid);
  if (!widget)
    errors.widget_uuid = `There is no widget ${widgetUuid}; GET /v3/content/widgets lists them.`;
  const channelId = changes.channel_id ?? current?.channel_id ?? widget?.channel_id ?? 1;
  const unknownChannel = unknownChannelError(ctx, channelId);
  if (unknownChannel) errors.channel_id = unknownChannel;
  else if (widget && widget.channel_id !== channelId) {
    errors.channel_id = `Widget ${widget.uuid} belongs to channel ${widget.channel_id}; place it on that channel.`;
  }

  const region = changes.region ?? current?.region ?? '';
  const entityId = changes.entity_id ?? current?.entity_id ?? '';
  const file = unknownChannel ? null : templateFileOf(ctx, channelId, templateFile);
  if (!unknownChannel && !file) {
    errors.template_file =
      `${templateFile} is not a template file of channel ${channelId}'s theme. Use one of ${PAGE_TEMPLATE_FILES.join(', ')}, ` +
      `or pages/custom/<entity type>/<custom template name> for a custom template of the theme.`;
  }
  if (file && region && !file.regions.includes(region)) {
    errors.region = `${templateFile} has no region ${region}; its regions are ${file.regions.join(', ')}.`;
  }
  if (file && entityId) {
    if (!file.entityType)
      errors.entity_id = `${templateFile} does not show a single entity, so a placement there takes no entity_id.`;
    else if (!/^[1-9]\d{0,14}$/.test(entityId))
      errors.entity_id = `entity_id is the id of a ${file.entityType}, a positive integer.`;
    else {
      const missing = missingEntityMessage(ctx, file.entityType, Number(entityId));
      if (missing) errors.entity_id = missing;
    }
  }

  if (Object.keys(errors).length) {
    throw new ApiError(
      422,
      'The placement is invalid. Fix the fields listed in errors and try again.',
      errors,
    );
  }
  return {
    widget_uuid: widgetUuid,
    template_file: templateFile,
    region,
    entity_id: entityId,
    sort_order: changes.sort_order ?? current?.sort_order ?? 0,
    status: changes.status ?? current?.status ?? 'inactive',
    channel_id: channelId,
  };
}
