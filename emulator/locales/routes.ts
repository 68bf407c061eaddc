import { type FastifyInstance, type FastifyRequest } from 'fastify';
import { z } from 'zod';
import { type ServiceContext } from '../core';
import { modify, read, one, notFound, idParam, parseInput } from '../http';
import { findChannel } from '../channels';
import { addLocale, deleteLocale, localesOf } from './repository';
import {
  type TranslatableType,
  type TranslatedField,
  deleteTranslation,
  productsOfBrand,
  resourceExists,
  readTranslation,
  translationBody,
  translationsOfResource,
  writeTranslation,
} from './translations';

const channelOf = (ctx: ServiceContext, request: FastifyRequest): number => {
  const id = idParam((request.params as { channelId?: string }).channelId, 'channel_id');
  if (!findChannel(ctx, id)) throw notFound(`Channel ${id}`);
  return id;
};

/** `addLocale`'s input, in the management API's snake case. */
const addLocaleBody = z.object({
  code: z.string().min(1).max(20),
  is_default: z.boolean().default(false),
});

const localesJson = (ctx: ServiceContext, channelId: number) =>
  localesOf(ctx, channelId).map((l) => ({ code: l.code, is_default: l.is_default }));

/**
 * A channel's languages (`settings.locales` of the real service, with its `addLocale`
 * and `deleteLocale`), under the Channel Settings scopes.
 */
function registerLocaleRoutes(app: FastifyInstance, ctx: ServiceContext): void {
  const path = '/v3/channels/:channelId/settings/locales';
  app.get(path, { config: { access: read('channelSettings') } }, (request) =>
    one(localesJson(ctx, channelOf(ctx, request))),
  );
  app.post(path, { config: { access: modify('channelSettings') } }, (request) => {
    const channelId = channelOf(ctx, request);
    const body = parseInput(addLocaleBody, request.body, 'Locale');
    addLocale(ctx, channelId, { code: body.code, isDefault: body.is_default });
    ctx.events.publish('store/channel/updated', { type: 'channel', id: channelId });
    return one(localesJson(ctx, channelId));
  });
  app.delete(`${path}/:code`, { config: { access: modify('channelSettings') } }, (request) => {
    const channelId = channelOf(ctx, request);
    deleteLocale(ctx, channelId, (request.params as { code: string }).code);
    ctx.events.publish('store/channel/updated', { type: 'channel', id: channelId });
    return one(localesJson(ctx, channelId));
  });
}

const RESOURCES: ReadonlyArray<{ type: TranslatableType; collection: string }> = [
  { type: 'product', collection: 'products' },
  { type: 'category', collection: 'categories' },
  { type: 'brand', collection: 'brands' },
];

/** `?channel_id=` of the translation routes: the channel whose languages are meant (default 1). */
const translationQuery = z.object({ channel_id: z.coerce.number().int().positive().default(1) });

/**
 * A translation changed what a storefront shows: the webhooks the storefront already
 * listens to. A product's `store/product/updated` carries the changed fields and the
 * channel and locale, as the real service's override events do; a category's is
 * `store/category/updated`; a brand has no webhooks, so each of its products (whose pages
 * show its name) gets a `store/product/updated`.
 */
function publishTranslationChange(
  ctx: ServiceContext,
  type: TranslatableType,
  id: number,
  change: { channelId: number; locale: string; fields: TranslatedField[] },
): void {
  if (!change.fields.length) return;
  const context = { channel_id: change.channelId, locale: change.locale };
  if (type === 'category') {
    ctx.events.publish('store/category/updated', { type: 'category', id });
    return;
  }
  const products = type === 'product' ? [id] : productsOfBrand(ctx, id);
  for (const productId of products)
    ctx.events.publish('store/product/updated', {
      type: 'product',
      id: productId,
      ...(type === 'product' ? { properties: change.fields } : {}),
      context,
    });
}

/**
 * The merchant's translations of products, categories and brands, one per channel and
 * locale: `/v3/catalog/{products|categories|brands}/{id}/translations[/{locale}]`. The
 * reference has no interface for them, so this one is the local store's own (see
 * emulator/README.md); they need the Products scopes, as the resources themselves.
 */
function registerTranslationRoutes(app: FastifyInstance, ctx: ServiceContext): void {
  for (const { type, collection } of RESOURCES) {
    const base = `/v3/catalog/${collection}/:id/translations`;
    const target = (request: FastifyRequest) => {
      const params = request.params as { id?: string; locale?: string };
      const { channel_id } = parseInput(translationQuery, request.query, 'Query');
      if (!findChannel(ctx, channel_id)) throw notFound(`Channel ${channel_id}`);
      return {
        id: idParam(params.id, `${type}_id`),
        channelId: channel_id,
        locale: params.locale ?? '',
      };
    };
    app.get(base, { config: { access: read('products') } }, (request) => {
      const { id, channelId } = target(request);
      if (!resourceExists(ctx, type, id)) throw notFound(`The ${type} ${id}`);
      return one(translationsOfResource(ctx, channelId, type, id));
    });
    app.get(`${base}/:locale`, { config: { access: read('products') } }, (request) => {
      const { id, channelId, locale } = target(request);
      return one(readTranslation(ctx, channelId, locale, type, id));
    });
    app.put(`${base}/:locale`, { config: { access: modify('products') } }, (request, reply) => {
      const { id, channelId, locale } = target(request);
      const body = parseInput(translationBody, request.body, 'Translation');
      const result = writeTranslation(ctx, channelId, locale, type, id, body);
      publishTranslationChange(ctx, type, id, {
        channelId,
        locale: result.translation.locale,
        fields: result.changed,
      });
      return reply.code(result.created ? 201 : 200).send(one(result.translation));
    });
    app.delete(`${base}/:locale`, { config: { access: modify('products') } }, (request, reply) => {
      const { id, channelId, locale } = target(request);
      const deleted = deleteTranslation(ctx, channelId, locale, type, id);
      publishTranslationChange(ctx, type, id, { channelId, ...deleted });
      return reply.code(204).send();
    });
  }
}

export { registerLocaleRoutes, registerTranslationRoutes };
