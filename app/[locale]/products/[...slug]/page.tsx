import type { Metadata } from 'next';
import { answerForeignAddress } from '@/lib/i18n/page-locale';
import { getTranslations } from 'next-intl/server';
import Link from '@/app/[locale]/_components/link';
import { notFound } from 'next/navigation';
import { getProductPage, getProductPaths } from '@/lib/data/catalog';
import { getEntityTheme } from '@/lib/data/custom-templates';
import { brandHref, categoryHref, productHref, slugOf, storePathOf } from '@/lib/shared/links';
import { splitListingPath } from '@/lib/shared/listing-state';
import { sanitizeHtml } from '@/lib/data/sanitize-html';
import { routePath } from '@/lib/shared/routes';
import { productJsonLd } from '@/lib/shared/structured-data';
import { inPageLanguage } from '@/lib/i18n/request-language';
import { Breadcrumbs } from '../../_components/breadcrumbs';
import { ContentRegion } from '../../_components/content-region';
import { CanonicalLink } from '../../_components/canonical-link';
import { catalogPagePathsHere } from '../../_components/catalog-page-paths';
import { JsonLd } from '../../_components/json-ld';
import { ProductGrid } from '../../_components/product-card';
import { SaveForLater } from '../../_components/save-for-later';
import { ShopperProductView } from '../../_components/shopper';
import { BulkPricing } from './bulk-pricing';
import { Gallery } from './gallery';
import { PurchaseForm } from './purchase-form';
import { purchaseViewOf } from './purchase-data';
import { productFacts } from './product-facts';
import { initialChoice } from '@/lib/shared/variants';
import { openingPicture, variantPicturesOf } from './variant-pictures';
import {
  LayoutBadge,
  PreorderNote,
  bundleContentsClass,
  productLayoutClass,
} from './product-layouts';
import { Reviews } from './reviews';
import styles from './product.module.css';
import { prerenderParams } from '@/lib/shared/prerender-params';
import { storeLocaleOfSegment } from '@/lib/shared/locale-path';

/** How many products the build prerenders; the others are rendered on first visit and kept. */
const PRERENDERED_PRODUCTS = 50;

type Params = Promise<{ slug: string[] }>;

/**
 * Complete static HTML, the same for every shopper: built with the page or on the first
 * visit to a product the build did not prerender, then served from the cache until a
 * product webhook refreshes it. Its address may carry a currency and a page of reviews
 * (`/products/…/~/currency=EUR/reviews=…`, lib/shared/listing-state.ts): each is a page of its
 * own, cached alike. What belongs to one shopper (their prices) comes from the shopper
 * context in the browser.
 */
export const ensureStatic = 'navigation';

/** Each language's pages at that language's own addresses (the store's translated custom URLs). */
export async function generateStaticParams({ params }: { params: { locale: string } }) {
  const paths = await getProductPaths(PRERENDERED_PRODUCTS, storeLocaleOfSegment(params.locale));
  return prerenderParams(paths.map(slugOf));
}

async function productOf(params: Params) {
  const { slug } = await params;
  const { segments, state } = splitListingPath('product', slug);
  return { path: storePathOf(segments), state };
}

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { path, state } = await productOf(params);
  // The same arguments as the page's own call: one cache entry, one store request per miss.
  const product = await getProductPage(path, state.currency, state.reviews);
  if (!product) return { title: (await getTranslations('product'))('notFound') };
  const title = product.seo.pageTitle || product.name;
  const description = product.seo.metaDescription || product.plainTextDescription;
  const image = product.defaultImage
    ? [{ url: product.defaultImage.large, alt: product.defaultImage.altText || product.name }]
    : [];
  const price = product.prices?.price;
  return {
    title,
    description,
    openGraph: { type: 'website', title, description, images: image },
    twitter: {
      card: image.length ? 'summary_large_image' : 'summary',
      title,
      description,
      images: image,
    },
    ...(price
      ? {
          other: {
            'product:price:amount': price.value.toFixed(2),
            'product:price:currency': price.currencyCode,
          },
        }
      : {}),
  };
}

export default async function ProductPage({ params }: { params: Params }) {
  await answerForeignAddress('product', (await params).slug);
  return (
    <div className="container page">
      <ProductDetails params={params} />
    </div>
  );
}

async function ProductDetails({ params }: { params: Params }) {
  const { path, state } = await productOf(params);
  const product = await getProductPage(path, state.currency, state.reviews);
  if (!product) notFound();

  const [{ layout, regions }, t, catalog, address, addresses] = await Promise.all([
    getEntityTheme('product', product.entityId),
    getTranslations('product'),
    getTranslations('catalog'),
    // For search engines, the product at its address in the page's language.
    inPageLanguage(productHref(product.path)),
    catalogPagePathsHere({ kind: 'product', entityId: product.entityId }, product.path),
  ]);
  const category = product.categories.edges?.[0]?.node;
  const images = product.images.edges?.map((edge) => edge.node) ?? [];
  const currency = product.prices?.price.currencyCode ?? 'USD';
  const purchaseView = purchaseViewOf(product, state.currency);
  const variantPictures = variantPicturesOf(product);
  const related = product.relatedProducts.edges?.map((edge) => edge.node) ?? [];
  const bundle = layout === 'bundle.html';
  const description = (
    <section
      className={bundle ? bundleContentsClass : styles.description}
      aria-labelledby="description-title"
    >
      <h2 id="description-title">{bundle ? t('bundleContents') : t('description')}</h2>
      {/* Merchant-written HTML, reduced to plain formatting tags by sanitizeHtml. */}
      <div dangerouslySetInnerHTML={{ __html: sanitizeHtml(product.description) }} />
      {product.warranty && (
        <>
          <h3>{t('warranty')}</h3>
          <p>{product.warranty}</p>
        </>
      )}
      <ContentRegion regions={regions} name="product_description" />
    </section>
  );
  return (
    <>
      {/* Every currency and page of reviews is this page: one canonical address per language. */}
      <CanonicalLink paths={addresses} />
      {/* The shopper's own parts of this page, with their prices for this product. */}
      <ShopperProductView productId={product.entityId} currency={purchaseView.currency} />
      <JsonLd data={productJsonLd(productFacts(product, address))} />
      <ContentRegion regions={regions} name="header_bottom" />
      <Breadcrumbs
        trail={[
          { label: catalog('home'), href: routePath('home') },
          ...(category ? [{ label: category.name, href: categoryHref(category.path) }] : []),
        ]}
        current={{ label: product.name, href: productHref(path) }}
        currency={state.currency}
      />
      <article className={`${styles.product} ${productLayoutClass(layout)}`}>
        <Gallery
          images={images}
          productName={product.name}
          variantPictures={variantPictures}
          opening={openingPicture(
            variantPictures,
            initialChoice(purchaseView.options, purchaseView.variants),
          )}
          wide={layout === 'featured.html'}
        />
        <div className={styles.info}>
          <LayoutBadge layout={layout} />
          {product.brand && (
            <p className={styles.brand}>
              <Link href={brandHref(product.brand.path, state.currency)}>{product.brand.name}</Link>
            </p>
          )}
          <h1 className={styles.name}>{product.name}</h1>
          <p className={styles.sku}>{t('sku', { sku: product.sku })}</p>
          {bundle && description}
          <ContentRegion regions={regions} name="product_above_price" />
          {layout === 'preorder.html' && <PreorderNote />}
          <PurchaseForm path={path} view={purchaseView} />
          <SaveForLater
            productId={product.entityId}
            productName={product.name}
            fallbackPath={productHref(product.path)}
          />
          <ContentRegion regions={regions} name="product_below_price" />
          {product.prices && product.prices.bulkPricing.length > 0 && (
            <BulkPricing tiers={product.prices.bulkPricing} currencyCode={currency} />
          )}
          {product.availabilityV2.description && (
            <p className="muted">{product.availabilityV2.description}</p>
          )}
          {!bundle && description}
        </div>
      </article>
      <ContentRegion regions={regions} name="product_below_content" />
      <Reviews product={product} path={path} currency={state.currency} />
      {related.length > 0 && (
        <section aria-labelledby="related-title" className={styles.related}>
          <h2 id="related-title">{t('related')}</h2>
          <ProductGrid products={related} currency={state.currency} />
        </section>
      )}
    </>
  );
}
