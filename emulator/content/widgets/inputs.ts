import { z } from 'zod';
import { pageQuery, csvList } from '../../http';
import { channelIdField, idText, nameField, uuidField, uuidText } from '../fields';
import { widgetConfiguration } from '../widget-templates/inputs';

const fields = {
  name: nameField,
  description: z.string('description is a string'),
  widget_configuration: widgetConfiguration,
  widget_template_uuid: uuidField('widget_template_uuid', 'a widget template'),
  channel_id: channelIdField,
};

/** `POST /v3/content/widgets`: name and widget_template_uuid are required. */
export const createWidgetBody = z
  .object(fields)
  .partial({ description: true, widget_configuration: true, channel_id: true });
export type CreateWidgetInput = z.output<typeof createWidgetBody>;

/** `PUT /v3/content/widgets/{uuid}`; `upgrade` moves the widget to its template's current version. */
export const updateWidgetBody = z
  .object({ ...fields, upgrade: z.boolean('upgrade is true or false') })
  .partial();
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
