import { type FastifyInstance } from 'fastify';
import { type ServiceContext } from '../../core';
import { modify, read, ApiError, notFound, one, parseInput } from '../../http';
import { unknownChannelError } from '../channels';
import { uuidParam } from '../path-uuid';
import { countWidgetsOfTemplate } from '../widgets/repository';
import {
  createTemplateBody,
  getTemplateQuery,
  listTemplatesQuery,
  previewBody,
  updateTemplateBody,
} from './inputs';
import { TemplateRenderError, renderWidgetTemplate } from './render';
import {
  type StoredWidgetTemplate,
  deleteWidgetTemplate,
  findWidgetTemplate,
  insertWidgetTemplate,
  listWidgetTemplates,
  updateWidgetTemplate,
  widgetTemplateJson,
} from './repository';

type TemplateParams = { Params: { uuid: string } };

function checkChannel(ctx: ServiceContext, channelId: number): void {
  const unknown = unknownChannelError(ctx, channelId);
  if (unknown)
    throw new ApiError(
      422,
      'The widget template is invalid. Fix the fields listed in errors and try again.',
      { channel_id: unknown },
    );
}

/** `/v3/content/widget-templates`: reusable Handlebars markup that widgets fill with their configuration. */
export function registerWidgetTemplateEndpoints(app: FastifyInstance, ctx: ServiceContext): void {
  const requireTemplate = (uuidText: string, versionUuid?: string): StoredWidgetTemplate => {
    const uuid = uuidParam(uuidText, 'widget template');
    const template = findWidgetTemplate(ctx, uuid, versionUuid);
    if (!template)
      throw notFound(
        versionUuid
          ? `Version ${versionUuid} of widget template ${uuid}`
          : `Widget template ${uuid}`,
      );
    return template;
  };

  app.post('/v3/content/widget-templates', { config: { access: modify('content') } }, (request) => {
    const input = parseInput(createTemplateBody, request.body, 'The widget template');
    const channelId = input.channel_id ?? 1;
    checkChannel(ctx, channelId);
    const template = insertWidgetTemplate(ctx, channelId, {
      name: input.name,
      schema: input.schema ?? [],
      template: input.template,
      storefront_api_query: input.storefront_api_query ?? '',
    });
    return one(widgetTemplateJson(template));
  });

  app.get('/v3/content/widget-templates', { config: { access: read('content') } }, (request) =>
    listWidgetTemplates(ctx, parseInput(listTemplatesQuery, request.query, 'Query')),
  );

  app.get<TemplateParams>(
    '/v3/content/widget-templates/:uuid',
    { config: { access: read('content') } },
    (request) => {
      const { version_uuid } = parseInput(getTemplateQuery, request.query, 'Query');
      return one(widgetTemplateJson(requireTemplate(request.params.uuid, version_uuid)));
    },
  );

  app.put<TemplateParams>(
    '/v3/content/widget-templates/:uuid',
    { config: { access: modify('content') } },
    (request) => {
      const current = requireTemplate(request.params.uuid);
      const input = parseInput(updateTemplateBody, request.body, 'The widget template');
      const channelId = input.channel_id ?? current.channel_id;
      checkChannel(ctx, channelId);
      if (channelId !== current.channel_id && countWidgetsOfTemplate(ctx, current.uuid) > 0) {
        throw new ApiError(
          422,
          'Widgets of this template use it on its channel; it cannot move to another channel.',
          {
            channel_id: `the template's widgets are on channel ${current.channel_id}`,
          },
        );
      }
      const content = {
        name: input.name ?? current.name,
        schema: input.schema ?? current.schema,
        template: input.template ?? current.template,
        storefront_api_query: input.storefront_api_query ?? current.storefront_api_query,
      };
      return one(
        widgetTemplateJson(
          updateWidgetTemplate(ctx, current, channelId, content, input.create_new_version === true),
        ),
      );
    },
  );

  app.delete<TemplateParams>(
    '/v3/content/widget-templates/:uuid',
    { config: { access: modify('content') } },
    (request, reply) => {
      const template = requireTemplate(request.params.uuid);
      const inUse = countWidgetsOfTemplate(ctx, template.uuid);
      if (inUse > 0) {
        throw new ApiError(
          422,
          `${inUse} widget(s) use this template. Delete them or move them to another template first.`,
          {
            uuid: `widget template ${template.uuid} is in use`,
          },
        );
      }
      deleteWidgetTemplate(ctx, template.uuid);
      return reply.code(204).send();
    },
  );

  // Rendering changes nothing, so reading content is enough even though it is a POST.
  app.post<TemplateParams>(
    '/v3/content/widget-templates/:uuid/preview',
    { config: { access: read('content') } },
    (request) => {
      const template = requireTemplate(request.params.uuid);
      const { widget_configuration } = parseInput(previewBody, request.body, 'The preview request');
      try {
        return one({ html: renderWidgetTemplate(template.template, widget_configuration) });
      } catch (error) {
        if (!(error instanceof TemplateRenderError)) throw error;
        throw new ApiError(422, 'The widget template does not render with this configuration.', {
          template: error.message,
        });
      }
    },
  );
}
