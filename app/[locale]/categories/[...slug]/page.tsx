import type { Metadata } from 'next';
import { answerForeignAddress } from '@/lib/i18n/page-locale';
import Link from '@/app/[locale]/_components/link';
import { notFound } from 'next/navigation';
import { getCategoryPage, getCategoryPaths, getListing, getNavigation } from '@/lib/data/catalog';
import { categoryHref, slugOf, storePathOf } from '@/lib/shared/links';
import { type ListingState, splitListingPath } from '@/lib/shared/listing-state';
import { metaDescriptionOf, sanitizeHtml } from '@/lib/data/sanitize-html';
import { getTranslations } from 'next-intl/server';
import { pagePath, routePath } from '@/lib/shared/routes';
import { listingMetadata } from '@/lib/data/seo';
import { type CustomLayout, getEntityTheme } from '@/lib/data/custom-templates';
import { Breadcrumbs } from '../../_components/breadcrumbs';
import { ContentRegion } from '../../_components/content-region';
import type { GridLayout } from '../../_components/product-card';
import { EmptyState } from '../../_components/empty-state';
import { Listing } from '../../_components/listing';
import { catalogPagePathsHere } from '../../_components/catalog-page-paths';
import styles from '../../_components/listing-page.module.css';
import { prerenderParams } from '@/lib/shared/prerender-params';
import { storeLocaleOfSegment } from '@/lib/shared/locale-path';

type Params = Promise<{ slug: string[] }>;

/** The product grid under each of the category custom templates the storefront lays out. */
const GRID_OF: Record<CustomLayout<'category'>, GridLayout> = {
  default: 'default',
  'grid-wide.html': 'wide',
  'lookbook.html': 'lookbook',
};

/**
 * Every category in the navigation is prerendered (its header and first page), in each
 * language at that language's own address (the store's translated custom URLs).
 */
export async function generateStaticParams({ params }: { params: { locale: string } }) {
  const categories = await getCategoryPaths(storeLocaleOfSegment(params.locale));
  return prerenderParams(categories.map((category) => slugOf(category.path)));
}

/**
 * The page shows the category and its listing state (filters, order, page, currency) from
 * its path alone: a query string's state is redirected there (lib/shared/listing-state.ts). So
 * every listing is rendered once, kept and served from the cache, and nothing of the
 * shopper is in it.
 */
export const ensureStatic = 'navigation';

/** The category's store path and the listing state of a page's path segments. */
async function categoryOf(params: Params) {
  const { slug } = await params;
  const { segments, state } = splitListingPath('category', slug);
  return { path: storePathOf(segments), state };
}

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { path, state } = await categoryOf(params);
  const [category, t] = await Promise.all([getCategoryPage(path), getTranslations('catalog')]);
  if (!category) return { title: t('categoryNotFound') };
  const count = (
    await getListing({ kind: 'category', categoryId: category.entityId }, { ...state, after: null })
  ).products.collectionInfo?.totalItems;
  return listingMetadata({
    title: category.seo.pageTitle || category.name,
    description:
      category.seo.metaDescription ||
      metaDescriptionOf(category.description) ||
      (count
        ? t('categoryDescriptionWithCount', { name: category.name, count })
        : t('categoryDescription', { name: category.name })),
  });
}

export default async function CategoryPage({ params }: { params: Params }) {
  await answerForeignAddress('category', (await params).slug);
  const { path, state } = await categoryOf(params);
  return (
    <div className="container page">
      <CategoryHeader path={path} currency={state.currency} />
      <CategoryProducts path={path} state={state} />
    </div>
  );
}

async function CategoryHeader({ path, currency }: { path: string; currency: string }) {
  const [category, { categories }, t] = await Promise.all([
    getCategoryPage(path),
    getNavigation(),
    getTranslations('catalog'),
  ]);
  if (!category) notFound();
  const parent = categories.find((top) => top.children.some((child) => child.path === path));
  const children = categories.find((top) => top.path === path)?.children ?? [];
  const { layout, regions } = await getEntityTheme('category', category.entityId);
  return (
    <>
      <ContentRegion regions={regions} name="header_bottom" />
      <ContentRegion regions={regions} name="category_header_banner" />
      <header
        className={
          layout === 'lookbook.html' ? `page-header ${styles.lookbookHeader}` : 'page-header'
        }
      >
        <Breadcrumbs
          trail={[
            { label: t('home'), href: routePath('home') },
            ...(parent ? [{ label: parent.name, href: categoryHref(parent.path) }] : []),
          ]}
          current={{ label: category.name, href: categoryHref(path) }}
          currency={currency}
        />
        {layout === 'lookbook.html' && <p className={styles.eyebrow}>{t('lookbook')}</p>}
        <h1>{category.name}</h1>
        {category.description && (
          <div
            className="lead"
            dangerouslySetInnerHTML={{ __html: sanitizeHtml(category.description) }}
          />
        )}
        {children.length > 0 && (
          <nav aria-label={t('subcategories', { name: category.name })}>
            <ul className={styles.chips}>
              {children.map((child) => (
                <li key={child.entityId}>
                  <Link href={categoryHref(child.path, currency)} className={styles.chip}>
                    {child.name}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        )}
      </header>
      <ContentRegion regions={regions} name="category_below_header" />
    </>
  );
}

async function CategoryProducts({ path, state }: { path: string; state: ListingState }) {
  const [category, t] = await Promise.all([getCategoryPage(path), getTranslations('catalog')]);
  if (!category) notFound();
  const [{ layout, regions }, addresses] = await Promise.all([
    getEntityTheme('category', category.entityId),
    catalogPagePathsHere({ kind: 'category', entityId: category.entityId }, category.path),
  ]);
  return (
    <>
      <Listing
        kind="category"
        path={categoryHref(path)}
        paths={addresses}
        scope={{ kind: 'category', categoryId: category.entityId }}
        state={state}
        layout={GRID_OF[layout]}
        empty={
          <EmptyState title={t('emptyCategory', { name: category.name })}>
            <Link href={pagePath('search')}>{t('browseAll')}</Link>
          </EmptyState>
        }
      />
      <ContentRegion regions={regions} name="category_below_content" />
    </>
  );
}
