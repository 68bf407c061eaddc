import {
  defaultLocaleOf,
  translationOf,
  type Translation,
  type TranslatableType,
} from '../../locales';
import { type GraphQLContext } from '../context';

const perRequest = new WeakMap<GraphQLContext, Map<string, Translation>>();

/**
 * The merchant's translation of a product, category or brand in the request's language,
 * or `{}` in the channel's default language or when there is none, so a resolver writes
 * `localized(ctx, 'product', p.id).name ?? p.name` and falls back field by field to the
 * default language's data, as the real service does. Read once per request and resource.
 */
export function localized(ctx: GraphQLContext, type: TranslatableType, id: number): Translation {
  let cache = perRequest.get(ctx);
  if (!cache) {
    cache = new Map();
    perRequest.set(ctx, cache);
  }
  const key = `${type}:${id}`;
  let translation = cache.get(key);
  if (!translation) {
    translation =
      ctx.locale === defaultLocaleOf(ctx.svc, ctx.channelId)
        ? {}
        : (translationOf(ctx.svc, ctx.channelId, ctx.locale, type, id) ?? {});
    cache.set(key, translation);
  }
  return translation;
}
