import { type ServiceContext } from '../../core';
import { ApiError } from '../../http';
import { unknownChannelError } from '../channels';
import { countPlacementsOfWidget } from '../placements/repository';
import { findWidgetTemplate } from '../widget-templates/repository';
import { type CreateWidgetInput, type UpdateWidgetInput } from './inputs';
import { type StoredWidget, type WidgetSettings } from './repository';

const invalid = (errors: Record<string, string>) =>
  new ApiError(
    422,
    'The widget is invalid. Fix the fields listed in errors and try again.',
    errors,
  );

/**
 * A new widget's settings (`current` absent) or an existing one's after an update. A
 * widget uses a template of its own channel (its channel defaults to the template's) and
 * stays on the template version it was made with until it changes template or asks to
 * `upgrade`.
 */
export function resolveWidget(
  ctx: ServiceContext,
  input: CreateWidgetInput | UpdateWidgetInput,
  current?: StoredWidget,
): WidgetSettings {
  // Both are required on create (the body schema says so) and kept on update.
  const templateUuid = input.widget_template_uuid ?? current?.template_uuid;
  const name = input.name ?? current?.name;
  if (!templateUuid || !name)
    throw invalid({ widget_template_uuid: 'name and widget_template_uuid are required' });

  const template = findWidgetTemplate(ctx, templateUuid);
  if (!template) {
    throw invalid({
      widget_template_uuid: `There is no widget template ${templateUuid}; GET /v3/content/widget-templates lists them.`,
    });
  }
  const channelId = input.channel_id ?? current?.channel_id ?? template.channel_id;
  const unknownChannel = unknownChannelError(ctx, channelId);
  if (unknownChannel) throw invalid({ channel_id: unknownChannel });
  if (template.channel_id !== channelId) {
    throw invalid({
      channel_id: `Widget template ${template.uuid} belongs to channel ${template.channel_id}; a widget uses templates of its own channel.`,
    });
  }
  if (
    current &&
    channelId !== current.channel_id &&
    countPlacementsOfWidget(ctx, current.uuid) > 0
  ) {
    throw invalid({
      channel_id: `The widget is placed on channel ${current.channel_id}; delete its placements before moving it.`,
    });
  }

  const upgrade = 'upgrade' in input && input.upgrade === true;
  const staysOnVersion = current && current.template_uuid === template.uuid && !upgrade;
  return {
    name,
    description: input.description ?? current?.description ?? '',
    widget_configuration: input.widget_configuration ?? current?.widget_configuration ?? {},
    template_uuid: template.uuid,
    version_uuid: staysOnVersion ? current.version_uuid : template.current_version_uuid,
    channel_id: channelId,
  };
}
