import { z } from 'zod';
import { pageQuery, csvList } from '../../http';
import { channelIdField, idText, nameField, uuidText } from '../fields';
import { TemplateSyntaxError, checkWidgetTemplate } from './render';

/**
 * The settings form of a template, read by the control panel's page builder. Checked
 * loosely: a list of entries that each say what they are (`tab`, `array`, `hidden`, ...).
 */
const widgetSchema = z.array(
  z.looseObject({ type: z.string('each schema entry has a type, e.g. tab, array or hidden') }),
  'schema is an array of settings entries',
);
export type WidgetSchema = z.output<typeof widgetSchema>;

const handlebarsTemplate = z
  .string('template is a Handlebars template string')
  .superRefine((template, ctx) => {
    try {
      checkWidgetTemplate(template);
    } catch (error) {
      if (!(error instanceof TemplateSyntaxError)) throw error;
      ctx.addIssue({
        code: 'custom',
        message: `template is not valid Handlebars: ${error.message}`,
      });
    }
  });

const fields = {
  name: nameField,
  schema: widgetSchema,
  template: handlebarsTemplate,
  storefront_api_query: z.string('storefront_api_query is a GraphQL query string'),
  channel_id: channelIdField,
};

/** `POST /v3/content/widget-templates`: name and template are required. */
export const createTemplateBody = z
  .object(fields)
  .partial({ schema: true, storefront_api_query: true, channel_id: true });
export type CreateTemplateInput = z.output<typeof createTemplateBody>;

/** `PUT /v3/content/widget-templates/{uuid}`: fields left out keep their value. */
export const updateTemplateBody = z
  .object({ ...fields, create_new_version: z.boolean('create_new_version is true or false') })
  .partial();
export type UpdateTemplateInput = z.output<typeof updateTemplateBody>;

export const listTemplatesQuery = pageQuery.extend({
  widget_template_kind: z.string().optional(),
  'channel_id:in': csvList(idText).optional(),
});
export type ListTemplatesQuery = z.output<typeof listTemplatesQuery>;

export const getTemplateQuery = z.object({ version_uuid: uuidText('version_uuid').optional() });

/** What a widget carries to fill its template; any JSON object. */
export const widgetConfiguration = z.record(
  z.string(),
  z.unknown(),
  'widget_configuration is a JSON object',
);
export type WidgetConfiguration = z.output<typeof widgetConfiguration>;

export const previewBody = z.object({ widget_configuration: widgetConfiguration.default({}) });
