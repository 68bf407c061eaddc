import { type ContentPage, getPage, listPages } from '../../catalog';
import { type EntityType, entityTemplateFile, validTemplateFileOf } from '../../themes';
import { type RenderedRegion, renderedRegions } from '../../content';
import { type GraphQLContext } from '../context';
import { type EntityPageType, type PageType, type Resolvers } from '../generated/resolvers';
import { connectionOfList, nodeId } from '../relay';

/**
 * The template file of each page type that has one in the store's themes
 * (emulator/themes/template-files.ts). The others (account, sign-in, blog, gift
 * certificate, compare, sitemap, order info, ...) are pages the themes here do not lay out
 * with widget regions, so they answer `regions: []`.
 */
const PAGE_TYPE_FILES: Partial<Record<PageType, string>> = {
  HOME: 'pages/home',
  CART: 'pages/cart',
  SEARCH: 'pages/search',
  BRANDS: 'pages/brands',
};

/**
 * The entity each entity page type shows. Blog posts have no template here, and the
 * contact page is a content page (`PAGE`) in this store, so both answer `regions: []`.
 */
const ENTITY_PAGE_TYPES: Partial<Record<EntityPageType, EntityType>> = {
  PRODUCT: 'product',
  CATEGORY: 'category',
  BRAND: 'brand',
  PAGE: 'page',
};

const regionsOf = (regions: RenderedRegion[]) => ({ regions });

function entityRegions(ctx: GraphQLContext, entityPageType: EntityPageType, entityId: number) {
  const entityType = ENTITY_PAGE_TYPES[entityPageType];
  if (!entityType || !Number.isSafeInteger(entityId) || entityId <= 0) return regionsOf([]);
  // An entity whose association names a custom template of the channel's theme is laid
  // out by that file, which has its own placements; otherwise by the type's default file.
  const customFile = validTemplateFileOf(ctx.svc, ctx.channelId, entityType, entityId);
  return regionsOf(
    renderedRegions(ctx.svc, ctx.channelId, entityTemplateFile(entityType, customFile), entityId),
  );
}

/** The GraphQL type a content page is shown as; null for kinds this endpoint does not serve (raw HTML, links, blogs). */
export function webPageType(page: ContentPage): 'NormalPage' | 'ContactPage' | null {
  if (page.type === 'page') return 'NormalPage';
  if (page.type === 'contact_form') return 'ContactPage';
  return null;
}

/**
 * A content page as shoppers may see it: visible and of a kind served here. Pages are
 * not filtered by channel, as catalog paths are not (the route lookup is store-wide).
 */
export function visiblePage(ctx: GraphQLContext, id: number): ContentPage | null {
  const page = getPage(ctx.svc, id);
  return page?.is_visible && webPageType(page) ? page : null;
}

const pageFields = {
  id: (p: ContentPage) => nodeId(webPageType(p) ?? 'NormalPage', p.id),
  entityId: (p: ContentPage) => p.id,
  parentEntityId: (p: ContentPage) => p.parent_id || null,
  name: (p: ContentPage) => p.name,
  path: (p: ContentPage) => p.url,
  htmlBody: (p: ContentPage) => p.body,
  isVisibleInNavigation: (p: ContentPage) => p.is_visible,
  seo: (p: ContentPage) => ({
    pageTitle: p.meta_title || p.name,
    metaDescription: p.meta_description,
    metaKeywords: p.meta_keywords,
  }),
};

export const contentResolvers: Resolvers = {
  Site: { content: () => ({}) },

  Content: {
    renderedRegionsByPageType: (_content, { pageType }, ctx) => {
      const file = PAGE_TYPE_FILES[pageType];
      return regionsOf(file ? renderedRegions(ctx.svc, ctx.channelId, file, null) : []);
    },
    renderedRegionsByPageTypeAndEntityId: (_content, { entityId, entityPageType }, ctx) =>
      entityRegions(ctx, entityPageType, entityId),
    pages: (_content, args, ctx) =>
      connectionOfList(
        listPages(ctx.svc, { visibleOnly: true }).items.filter((page) => webPageType(page)),
        args,
      ),
  },

  WebPage: { __resolveType: (page) => webPageType(page) ?? 'NormalPage' },
  NormalPage: pageFields,
  ContactPage: pageFields,
};
