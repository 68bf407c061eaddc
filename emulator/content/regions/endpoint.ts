import { type FastifyInstance } from 'fastify';
import { z } from 'zod';
import { type ServiceContext } from '../../core';
import { read, one, ApiError, parseInput } from '../../http';
import { PAGE_TEMPLATE_FILES, templateFileOf } from '../../themes';
import { idText } from '../fields';
import { unknownChannelError } from '../channels';

/*
 * The reference names the parameter `template_file` and shows it as `templateFile` in its
 * example; both spellings are read.
 */
const regionsQuery = z
  .object({
    template_file: z.string().trim().min(1, 'template_file must not be empty').optional(),
    templateFile: z.string().trim().min(1, 'templateFile must not be empty').optional(),
    channel_id: idText.optional(),
  })
  .transform((query, ctx) => {
    const templateFile = query.template_file ?? query.templateFile;
    if (!templateFile) {
      ctx.addIssue({
        code: 'custom',
        path: ['template_file'],
        message: 'template_file is required, e.g. pages/home',
      });
      return z.NEVER;
    }
    return { templateFile, channelId: query.channel_id ?? 1 };
  });

/** `GET /v3/content/regions`: the widget regions of a template file of the channel's theme. */
export function registerRegionsEndpoint(app: FastifyInstance, ctx: ServiceContext): void {
  app.get('/v3/content/regions', { config: { access: read('content') } }, (request) => {
    const { templateFile, channelId } = parseInput(regionsQuery, request.query, 'Query');
    const unknownChannel = unknownChannelError(ctx, channelId);
    if (unknownChannel) throw new ApiError(404, unknownChannel);
    const file = templateFileOf(ctx, channelId, templateFile);
    if (!file) {
      throw new ApiError(
        404,
        `${templateFile} is not a template file of channel ${channelId}'s theme. Template files: ${PAGE_TEMPLATE_FILES.join(', ')}, ` +
          'and pages/custom/<entity type>/<custom template name>.',
      );
    }
    return one(file.regions.map((name) => ({ name })));
  });
}
