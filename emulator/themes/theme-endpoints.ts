import { type FastifyInstance } from 'fastify';
import { type ServiceContext } from '../core';
import { read, ApiError, notFound, one, idParam } from '../http';
import { activeThemeOf } from './active-theme';
import { customTemplatesOfVersion } from './custom-templates';
import { findTheme, listThemes } from './theme-repository';
import { requireUuid } from './uuid';

/*
 * The channels reference files the active theme under the Channel Settings scopes, the
 * seed under Themes; either grants it.
 */
const activeThemeAccess = read('themes', 'channelSettings');

/** `/v3/themes`, `/v3/themes/custom-templates/{version_uuid}` and `/v3/channels/{channel_id}/active-theme`. */
export function registerThemeEndpoints(app: FastifyInstance, ctx: ServiceContext): void {
  app.get('/v3/themes', { config: { access: read('themes') } }, () => one(listThemes(ctx)));

  app.get<{ Params: { uuid: string } }>(
    '/v3/themes/:uuid',
    { config: { access: read('themes') } },
    (request) => {
      const uuid = requireUuid(request.params.uuid, 'The theme uuid');
      const theme = findTheme(ctx, uuid);
      if (!theme) throw notFound(`Theme ${uuid}`);
      return one(theme);
    },
  );

  app.get<{ Params: { versionUuid: string } }>(
    '/v3/themes/custom-templates/:versionUuid',
    { config: { access: read('themes') } },
    (request) => {
      const versionUuid = requireUuid(request.params.versionUuid, 'version_uuid');
      const templates = customTemplatesOfVersion(ctx, versionUuid);
      if (!templates) {
        throw new ApiError(
          404,
          `Theme version ${versionUuid} was not found. Use active_theme_version_uuid from GET /v3/channels/{channel_id}/active-theme.`,
        );
      }
      return one(templates);
    },
  );

  app.get<{ Params: { channelId: string } }>(
    '/v3/channels/:channelId/active-theme',
    { config: { access: activeThemeAccess } },
    (request) => {
      const channelId = idParam(request.params.channelId, 'channel_id');
      const active = activeThemeOf(ctx, channelId);
      if (!active) throw new ApiError(404, `No active theme found with channel_id: ${channelId}`);
      return one(active);
    },
  );
}
