import { randomBytes } from 'node:crypto';
import { type FastifyInstance } from 'fastify';
import { z } from 'zod';
import { type ServiceContext } from '../core';
import {
  modify,
  read,
  one,
  paged,
  ApiError,
  notFound,
  unprocessable,
  readFileForm,
  parseInput,
} from '../http';
import { findChannel } from '../channels';
import { activateTheme } from './active-theme';
import { MAX_BUNDLE_BYTES, libraryBundle, readBundle } from './bundle';
import {
  configurationsQuery,
  listConfigurations,
  validateBody,
  validateConfiguration,
} from './configurations';
import { customTemplatesOfVersion } from './custom-templates';
import { installTheme } from './install';
import { jobJson, recordJob } from './jobs';
import { DEFAULT_THEME_KEY, type ThemeSettings } from './library';
import { findTheme } from './theme-repository';
import { requireUuid } from './uuid';

/**
 * Theme uploads, downloads, activation, jobs, configurations and deletion. Uploads and
 * downloads are background jobs in the real service; here the job is done by the time
 * its id is answered. A download's URL is this service's, valid for an hour.
 */

const DOWNLOAD_TTL_MS = 60 * 60_000;

const which = z.enum(['original', 'last_activated', 'last_created'], {
  error: 'must be original, last_activated or last_created',
});
// The reference: "If `which` is missing or invalid in the request, its value will default
// to `last_activated`." (A download only; an activation still names a valid `which`.)
const downloadBody = z.object({ which: which.catch('last_activated') });
const activateBody = z.object({
  variation_id: z.uuid('must be the uuid of a theme variation'),
  which: which.default('last_activated'),
});
const activateQuery = z.object({ channel_id: z.coerce.number().int().min(1).default(1) });

/** The theme version `which` names: its first, its newest, or the one a channel last activated (newest if none). */
function versionOf(ctx: ServiceContext, themeUuid: string, choice: z.output<typeof which>): string {
  if (choice === 'last_activated') {
    const active = ctx.db
      .prepare(
        'SELECT version_uuid FROM channel_active_themes WHERE theme_uuid = ? ORDER BY activated_at DESC LIMIT 1',
      )
      .get(themeUuid) as { version_uuid: string } | undefined;
    if (active) return active.version_uuid;
  }
  const order = choice === 'original' ? 'ASC' : 'DESC';
  return (
    ctx.db
      .prepare(
        `SELECT uuid FROM theme_versions WHERE theme_uuid = ? ORDER BY created_at ${order}, rowid ${order} LIMIT 1`,
      )
      .get(themeUuid) as { uuid: string }
  ).uuid;
}

/** The bundle of a version: the file uploaded, or for a library theme one made from what the store knows of it. */
function bundleOf(ctx: ServiceContext, versionUuid: string): { name: string; bytes: Uint8Array } {
  const row = ctx.db
    .prepare(
      'SELECT t.uuid, t.name, t.settings, v.bundle FROM theme_versions v JOIN themes t ON t.uuid = v.theme_uuid WHERE v.uuid = ?',
    )
    .get(versionUuid) as { uuid: string; name: string; settings: string; bundle: Buffer | null };
  if (row.bundle) return { name: row.name, bytes: row.bundle };
  const theme = findTheme(ctx, row.uuid)!;
  return {
    name: row.name,
    bytes: libraryBundle({
      name: row.name,
      variations: theme.variations.map((v) => ({
        externalId: v.external_id,
        name: v.name,
        description: v.description,
      })),
      customTemplates: customTemplatesOfVersion(ctx, versionUuid)!,
      settings: JSON.parse(row.settings) as ThemeSettings,
    }),
  };
}

export function registerThemeActions(app: FastifyInstance, ctx: ServiceContext): void {
  const manage = { config: { access: modify('themes') } };
  const themeOf = (params: unknown) => {
    const uuid = requireUuid((params as { uuid: string }).uuid, 'The theme uuid');
    const theme = findTheme(ctx, uuid);
    if (!theme) throw notFound(`Theme ${uuid}`);
    return theme;
  };

  app.post('/v3/themes', manage, async (request, reply) => {
    const { file } = await readFileForm(request, {
      fileField: 'file',
      maxBytes: MAX_BUNDLE_BYTES,
      what: 'theme bundle (a .zip file)',
    });
    if (!file)
      throw unprocessable('Send the theme bundle (a .zip file) as the multipart field file.', {
        file: 'required',
      });
    const bundle = readBundle(file.bytes);
    const jobId = bundle.ok
      ? recordJob(ctx, { result: { theme_id: installTheme(ctx, bundle.definition, file.bytes) } })
      : recordJob(ctx, { errors: bundle.problems });
    return reply.code(201).send({ job_id: jobId });
  });

  app.post('/v3/themes/:uuid/actions/download', manage, (request) => {
    const theme = themeOf(request.params);
    const { which: choice } = parseInput(downloadBody, request.body ?? {}, 'Download');
    const token = randomBytes(24).toString('base64url');
    ctx.db
      .prepare('INSERT INTO theme_downloads (token, version_uuid, expires_at) VALUES (?, ?, ?)')
      .run(token, versionOf(ctx, theme.uuid, choice), ctx.clock.now() + DOWNLOAD_TTL_MS);
    return {
      job_id: recordJob(ctx, { result: { url: `${ctx.origin}/theme-downloads/${token}` } }),
    };
  });

  app.post('/v3/themes/actions/activate', manage, (request, reply) => {
    const { channel_id: channelId } = parseInput(activateQuery, request.query, 'Query');
    const body = parseInput(activateBody, request.body, 'Activation');
    if (!findChannel(ctx, channelId)) throw notFound(`Channel ${channelId}`);
    const variation = ctx.db
      .prepare('SELECT theme_uuid FROM theme_variations WHERE uuid = ?')
      .get(body.variation_id) as { theme_uuid: string } | undefined;
    if (!variation)
      throw unprocessable(
        `No theme has a variation ${body.variation_id}; see the variations in GET /v3/themes.`,
        { variation_id: 'no such variation' },
      );
    ctx.db.transaction(() =>
      activateTheme(ctx, channelId, {
        themeUuid: variation.theme_uuid,
        variationUuid: body.variation_id,
        versionUuid: versionOf(ctx, variation.theme_uuid, body.which),
      }),
    )();
    return reply.code(204).send();
  });

  app.get('/v3/themes/jobs/:jobId', { config: { access: read('themes') } }, (request) => {
    const id = (request.params as { jobId: string }).jobId;
    const job = jobJson(ctx, id);
    if (!job) throw notFound(`Job ${id}`);
    return one(job);
  });

  app.get('/v3/themes/:uuid/configurations', { config: { access: read('themes') } }, (request) => {
    const theme = themeOf(request.params);
    const query = parseInput(configurationsQuery, request.query, 'Query');
    const { items, total } = listConfigurations(ctx, theme.uuid, query);
    return paged(items, total, query);
  });

  app.post(
    '/v3/themes/:uuid/configurations/validate',
    { config: { access: read('themes') } },
    (request) => {
      const theme = themeOf(request.params);
      validateConfiguration(
        ctx,
        theme.uuid,
        parseInput(validateBody, request.body, 'Configuration'),
      );
      return {};
    },
  );

  app.delete('/v3/themes/:uuid', manage, (request, reply) => {
    const theme = themeOf(request.params);
    const { key } = ctx.db.prepare('SELECT key FROM themes WHERE uuid = ?').get(theme.uuid) as {
      key: string;
    };
    if (key === DEFAULT_THEME_KEY)
      throw unprocessable(
        `${theme.name} is the default theme every new channel starts with; it cannot be deleted.`,
      );
    const channels = ctx.db
      .prepare('SELECT channel_id FROM channel_active_themes WHERE theme_uuid = ?')
      .all(theme.uuid) as Array<{ channel_id: number }>;
    if (channels.length) {
      throw unprocessable(
        `${theme.name} is active on channel ${channels.map((c) => c.channel_id).join(', ')}; activate another theme there first.`,
      );
    }
    ctx.db.transaction(() => {
      ctx.db.prepare('DELETE FROM themes WHERE uuid = ?').run(theme.uuid);
      // A library theme stays deleted: the library is not installed again over it.
      if (!key.startsWith('upload:'))
        ctx.db.prepare('INSERT OR IGNORE INTO theme_library_removed (key) VALUES (?)').run(key);
    })();
    return reply.code(204).send();
  });
}

/** `/theme-downloads/{token}`: the bundle a download job made, for an hour; the token is the only credential. */
export function registerThemeDownloads(app: FastifyInstance, ctx: ServiceContext): void {
  app.get('/theme-downloads/:token', (request, reply) => {
    const { token } = request.params as { token: string };
    const row = ctx.db
      .prepare('SELECT version_uuid, expires_at FROM theme_downloads WHERE token = ?')
      .get(token) as { version_uuid: string; expires_at: number } | undefined;
    if (!row || row.expires_at <= ctx.clock.now())
      throw new ApiError(
        404,
        'This download link is unknown or has expired; start a new download (POST /v3/themes/{uuid}/actions/download).',
      );
    const bundle = bundleOf(ctx, row.version_uuid);
    const fileName = `${bundle.name.replace(/[^\w-]+/g, '-')}.zip`;
    return reply
      .type('application/zip')
      .header('content-disposition', `attachment; filename="${fileName}"`)
      .send(Buffer.from(bundle.bytes));
  });
}
