import type { Metadata } from 'next';
import { answerForeignAddress } from '@/lib/i18n/page-locale';
import { getTranslations } from 'next-intl/server';
import Link from '@/app/[locale]/_components/link';
import { notFound } from 'next/navigation';
import { getBrandPage, getBrandPaths, getListing } from '@/lib/data/catalog';
import { brandHref, brandSlugOf, brandStorePaths } from '@/lib/shared/links';
import {
  DEFAULT_LISTING_STATE,
  type ListingState,
  splitListingPath,
} from '@/lib/shared/listing-state';
import { pagePath, routePath } from '@/lib/shared/routes';
import { clipDescription } from '@/lib/shared/format';
import { listingMetadata } from '@/lib/data/seo';
import { getEntityTheme } from '@/lib/data/custom-templates';
import { Breadcrumbs } from '../../_components/breadcrumbs';
import { ContentRegion } from '../../_components/content-region';
import { EmptyState } from '../../_components/empty-state';
import { Listing } from '../../_components/listing';
import { catalogPagePathsHere } from '../../_components/catalog-page-paths';
import styles from '../../_components/listing-page.module.css';
import { prerenderParams } from '@/lib/shared/prerender-params';
import { storeLocaleOfSegment } from '@/lib/shared/locale-path';

type Params = Promise<{ slug: string[] }>;
type Brand = NonNullable<Awaited<ReturnType<typeof getBrandPage>>>;

/** The brand at a slug's store path (see brandStorePaths), or null. */
async function findBrand(slug: string[]) {
  for (const path of brandStorePaths(slug)) {
    const brand = await getBrandPage(path);
    if (brand) return brand;
  }
  return null;
}

/**
 * The page shows the brand and its listing state (filters, order, page, currency) from its
 * path alone: the proxy redirects a query string's state there (lib/shared/listing-state.ts), so
 * every listing is rendered once and served from the cache.
 */
export const ensureStatic = 'navigation';

/** How many brands the build prerenders (their first page); others are rendered on first visit and kept. */
const PRERENDERED_BRANDS = 50;

/** Each language's pages at that language's own addresses (the store's translated custom URLs). */
export async function generateStaticParams({ params }: { params: { locale: string } }) {
  const paths = await getBrandPaths(PRERENDERED_BRANDS, storeLocaleOfSegment(params.locale));
  return prerenderParams(paths.map(brandSlugOf));
}

/** The brand of a page's path segments and its listing state. */
async function brandOf(params: Params) {
  const { slug } = await params;
  const { segments, state } = splitListingPath('brand', slug);
  return { brand: await findBrand(segments), state };
}

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const [{ brand }, t] = await Promise.all([brandOf(params), getTranslations('catalog')]);
  if (!brand) return { title: t('brandNotFound') };
  return listingMetadata({
    title: brand.seo.pageTitle || brand.name,
    description: brand.seo.metaDescription || (await brandDescription(brand)),
  });
}

/** What the brand makes, in the store's words: its first products' names. */
async function brandDescription(brand: Brand): Promise<string> {
  const [{ products }, t] = await Promise.all([
    getListing({ kind: 'brand', brandId: brand.entityId }, DEFAULT_LISTING_STATE),
    getTranslations('catalog'),
  ]);
  const names = (products.edges ?? []).slice(0, 4).map((edge) => edge.node.name);
  const more = (products.collectionInfo?.totalItems ?? names.length) > names.length;
  const name = brand.name;
  if (!names.length) return t('brandDescription', { name });
  const list = names.join(', ');
  return clipDescription(
    more
      ? t('brandDescriptionWithMore', { name, products: list })
      : t('brandDescriptionWithProducts', { name, products: list }),
  );
}

export default async function BrandPage({ params }: { params: Params }) {
  await answerForeignAddress('brand', (await params).slug);
  const { brand, state } = await brandOf(params);
  if (!brand) notFound();
  return (
    <div className="container page">
      <BrandProducts brand={brand} state={state} />
    </div>
  );
}

async function BrandProducts({ brand, state }: { brand: Brand; state: ListingState }) {
  const here = brandHref(brand.path);
  // minimal.html: the brand's name over its products, without the trail and the count.
  const [{ layout, regions }, t, addresses] = await Promise.all([
    getEntityTheme('brand', brand.entityId),
    getTranslations('catalog'),
    catalogPagePathsHere({ kind: 'brand', entityId: brand.entityId }, brand.path),
  ]);
  const minimal = layout === 'minimal.html';
  return (
    <>
      <ContentRegion regions={regions} name="header_bottom" />
      <header className={minimal ? `page-header ${styles.minimalHeader}` : 'page-header'}>
        {!minimal && (
          <Breadcrumbs
            trail={[{ label: t('home'), href: routePath('home') }]}
            current={{ label: brand.name, href: here }}
            currency={state.currency}
          />
        )}
        <h1>{brand.name}</h1>
      </header>
      <ContentRegion regions={regions} name="brand_below_header" />
      <Listing
        kind="brand"
        path={here}
        paths={addresses}
        scope={{ kind: 'brand', brandId: brand.entityId }}
        state={state}
        showCount={!minimal}
        empty={
          <EmptyState title={t('emptyBrand', { name: brand.name })}>
            <Link href={pagePath('search')}>{t('browseAll')}</Link>
          </EmptyState>
        }
      />
      <ContentRegion regions={regions} name="brand_below_content" />
    </>
  );
}
