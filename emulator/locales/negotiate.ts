import Negotiator from 'negotiator';
import { type ServiceContext } from '../core';
import { localesOf, offeredLocale } from './repository';

/**
 * The language a storefront request is answered in, as the real service picks it: the
 * query's `@shopperPreferences(locale:)` when the channel offers it, else the best
 * match of the `Accept-Language` header among the channel's locales, else the
 * channel's default. A language the channel does not offer never wins, so content
 * always falls back to the default language's.
 */
export function shopperLocale(
  ctx: Pick<ServiceContext, 'db'>,
  channelId: number,
  asked: { preference?: string | null; acceptLanguage?: string | undefined },
): string {
  const locales = localesOf(ctx, channelId);
  const preferred = asked.preference ? offeredLocale(ctx, channelId, asked.preference) : null;
  if (preferred) return preferred;
  const codes = locales.map((l) => l.code); // the default first: it wins any tie
  if (codes.length === 1 || !asked.acceptLanguage) return codes[0]!;
  const negotiator = new Negotiator({ headers: { 'accept-language': asked.acceptLanguage } });
  return negotiator.language(codes) ?? codes[0]!;
}
