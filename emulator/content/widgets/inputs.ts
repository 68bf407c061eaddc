import { z } from 'zod';
import { pageQuery } from '../../http/envelope';
import { csvList } from '../../http/validation';
import { UUID_PATTERN } from '../../themes/uuid';
import { idText, uuidText } from '../query-ids';
import { MAX_NAME_LENGTH, widgetConfiguration } from '../widget-templates/inputs';

const fields = {
  name: z
    .string('name is required: a string of 1 to 255 characters')
    .trim()
    .min(1, 'name must not be empty')
    .max(MAX_NAME_LENGTH, `name is at most ${MAX_NAME_LENGTH} characters`),
  description: z.string('description is a string'),
  widget_configuration: widgetConfiguration,
  widget_template_uuid: z
    .string('widget_template_uuid is required: the uuid of a widget template')
    .regex(UUID_PATTERN, 'widget_template_uuid must be a UUID')
    .transform((value) => value.toLowerCase()),
  channel_id: z.number('channel_id is a channel id').int().positive('channel_id is a positive integer'),
};

/** `POST /v3/content/widgets`: name and widget_template_uuid are required. */
export const createWidgetBody = z.object(fields).partial({ description: true, widget_configuration: true, channel_id: true });
export type CreateWidgetInput = z.output<typeof createWidgetBody>;

/** `PUT /v3/content/widgets/{uuid}`; `upgrade` moves the widget to its template's current version. */
export const updateWidgetBody = z.object({ ...fields, upgrade: z.boolean('upgrade is true or false') }).partial();
export type UpdateWidgetInput = z.output<typeof updateWidgetBody>;

export const listWidgetsQuery = pageQuery.extend({
  widget_template_kind: z.string().optional(),
  widget_template_uuid: uuidText('widget_template_uuid').optional(),
  name: z.string().optional(),
  'name:in': csvList(z.string()).optional(),
  'channel_id:in': csvList(idText).optional(),
  'site_id:in': csvList(idText).optional(),
});
export type ListWidgetsQuery = z.output<typeof listWidgetsQuery>;
