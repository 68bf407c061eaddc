import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { Suspense } from 'react';
import { getBrandPage } from '@/lib/storefront/catalog';
import { brandHref, brandStorePaths, queryValue, type SearchParams, withQuery } from '@/lib/links';
import { pagePath, routePath } from '@/lib/routes';
import { clipDescription } from '@/lib/format';
import { getEntityTheme } from '@/lib/storefront/custom-templates';
import { Breadcrumbs } from '../../_components/breadcrumbs';
import { ContentRegion } from '../../_components/content-region';
import { EmptyState } from '../../_components/empty-state';
import { ListingSkeleton } from '../../_components/listing-skeleton';
import { ProductListing } from '../../_components/product-listing';
import styles from '../../_components/listing-page.module.css';

type Params = Promise<{ slug: string[] }>;
/** The brand at a slug's store path (see brandStorePaths), or null. */
async function findBrand(slug: string[], after: string | null) {
  for (const path of brandStorePaths(slug)) {
    const brand = await getBrandPage(path, after);
    if (brand) return brand;
  }
  return null;
}

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { slug } = await params;
  const brand = await findBrand(slug, null);
  if (!brand) return { title: 'Brand not found' };
  return { title: brand.seo.pageTitle || brand.name, description: brand.seo.metaDescription || brandDescription(brand) };
}

/** What the brand makes, in the store's words: its first products' names. */
function brandDescription(brand: NonNullable<Awaited<ReturnType<typeof findBrand>>>): string {
  const names = (brand.products.edges ?? []).slice(0, 4).map((edge) => edge.node.name);
  const more = (brand.products.collectionInfo?.totalItems ?? names.length) > names.length ? ' and more' : '';
  return names.length ? clipDescription(`Shop ${brand.name}: ${names.join(', ')}${more}.`) : `Shop ${brand.name}.`;
}

export default function BrandPage({ params, searchParams }: { params: Params; searchParams: SearchParams }) {
  return (
    <div className="container page">
      <Suspense fallback={<ListingSkeleton />}>
        <BrandProducts params={params} searchParams={searchParams} />
      </Suspense>
    </div>
  );
}

async function BrandProducts({ params, searchParams }: { params: Params; searchParams: SearchParams }) {
  const [{ slug }, query] = await Promise.all([params, searchParams]);
  const after = queryValue(query.after) ?? null;
  const brand = await findBrand(slug, after);
  if (!brand) notFound();
  const here = brandHref(brand.path);
  // minimal.html: the brand's name over its products, without the trail and the count.
  const { layout, regions } = await getEntityTheme('brand', brand.entityId);
  const minimal = layout === 'minimal.html';
  return (
    <>
      <ContentRegion regions={regions} name="header_bottom" />
      <header className={minimal ? `page-header ${styles.minimalHeader}` : 'page-header'}>
        {!minimal && <Breadcrumbs trail={[{ label: 'Home', href: routePath('home') }]} current={brand.name} />}
        <h1>{brand.name}</h1>
      </header>
      <ContentRegion regions={regions} name="brand_below_header" />
      <ProductListing
        showCount={!minimal}
        products={brand.products}
        hrefFor={(cursor) => withQuery(here, { after: cursor })}
        empty={
          <EmptyState title={`There are no ${brand.name} products yet.`}>
            <Link href={pagePath('search')}>Browse all products</Link>
          </EmptyState>
        }
      />
      <ContentRegion regions={regions} name="brand_below_content" />
    </>
  );
}
