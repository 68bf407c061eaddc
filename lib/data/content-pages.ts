import 'server-only';
import { cacheLife } from 'next/cache';
import { ContentPageDocument, ContentPageLinksDocument } from '@/graphql/generated/operations';
import { RETRY_CACHE_LIFE } from './content-cache';
import { orWithout } from '../store/or-without';
import { storefrontQuery } from '../store/graphql';
import { catalogQuery } from '../store/last-known';
import { orBuildPlaceholder } from '../store/build-placeholder';

/*
 * Content pages (About, Shipping & returns, ...). The store publishes no events for them,
 * so they refresh within the hour, like the catalog's time-based refresh.
 */

/** A content page by its store path; null when no page lives there. */
export async function getContentPage(path: string) {
  'use cache';
  return orBuildPlaceholder(null, async () => {
    cacheLife('hours');
    const { site } = await catalogQuery(ContentPageDocument, { path });
    const node = site.route.node;
    return node?.__typename === 'NormalPage' || node?.__typename === 'ContactPage' ? node : null;
  });
}

export type ContentPage = NonNullable<Awaited<ReturnType<typeof getContentPage>>>;

/**
 * The pages the footer links to. A store that fails gives a footer without them, kept
 * only for the short content cache life so the links come back soon after the store does.
 */
export async function getContentPageLinks(): Promise<
  Array<{ entityId: number; name: string; path: string }>
> {
  'use cache';
  const links = await orWithout(
    'content page links',
    async () => {
      const { site } = await storefrontQuery(ContentPageLinksDocument, {});
      return (site.content.pages.edges ?? []).flatMap(({ node }) =>
        node.isVisibleInNavigation && 'path' in node
          ? [{ entityId: node.entityId, name: node.name, path: node.path }]
          : [],
      );
    },
    null,
  );
  if (!links) {
    cacheLife(RETRY_CACHE_LIFE);
    return [];
  }
  cacheLife('hours');
  return links;
}
