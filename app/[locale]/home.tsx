import Link from '@/app/[locale]/_components/link';
import { getHomePage, getNavigation } from '@/lib/data/catalog';
import { getRegions } from '@/lib/data/content';
import { getTranslations } from 'next-intl/server';
import { categoryHref, inCurrency } from '@/lib/shared/links';
import { pagePath } from '@/lib/shared/routes';
import { organizationJsonLd, webSiteJsonLd } from '@/lib/shared/structured-data';
import { requestLocale } from '@/lib/i18n/request-language';
import type { ProductCardFragment } from '@/graphql/generated/operations';
import { ContentRegion } from './_components/content-region';
import { CanonicalLink } from './_components/canonical-link';
import { JsonLd } from './_components/json-ld';
import { ProductGrid } from './_components/product-card';
import { StoreImage } from './_components/store-image';
import { SearchForm } from './_components/search-form';
import styles from './home.module.css';

/**
 * The home page in a currency ('' for the default; app/page.tsx and, in another currency,
 * app/~/[...state]/page.tsx): all catalog data, cached and tagged, so the whole page is
 * static. The theme's home regions sit where the theme puts them (below the menu, the hero
 * that stands in for its carousel, and each product section). It tells search engines
 * what the shop is and how to search it.
 */
export async function Home({ currency }: { currency: string }) {
  const [{ storeName, categories }, { featured, newest }, regions, t, catalog, language] =
    await Promise.all([
      getNavigation(),
      getHomePage(currency),
      getRegions('HOME'),
      getTranslations('home'),
      getTranslations('catalog'),
      requestLocale(),
    ]);
  return (
    <>
      {/* Every currency of the home page is the home page. Addresses relative: lib/data/seo.ts. */}
      <CanonicalLink paths="/" />
      <JsonLd
        data={[
          webSiteJsonLd({
            name: storeName,
            origin: '',
            home: language.prefix || '/',
            language: language.code,
          }),
          organizationJsonLd({ name: storeName, origin: '', logo: '/icon.svg' }),
        ]}
      />
      <ContentRegion regions={regions} name="header_bottom" className="container" />
      <ContentRegion regions={regions} name="home_below_menu" className="container" />
      <section className={styles.hero} aria-labelledby="hero-title">
        <div className={`container ${styles.heroInner}`}>
          <div className={styles.heroCopy}>
            <p className={styles.eyebrow}>{t('welcome', { storeName })}</p>
            <h1 id="hero-title" className={styles.heroTitle}>
              {t('title')}
            </h1>
            <p className={styles.heroText}>{t('text')}</p>
            <SearchForm id="home-search" size="lg" />
            <p className={styles.heroLinks}>
              <Link href={inCurrency(pagePath('search'), currency)} className="button">
                {t('shopAll')}
              </Link>
            </p>
          </div>
          <HeroPictures products={featured} />
        </div>
      </section>

      <div className="container">
        <ContentRegion regions={regions} name="home_below_carousel" />
        {categories.length > 0 && (
          <section className={styles.section} aria-labelledby="categories-title">
            <h2 id="categories-title">{t('byCategory')}</h2>
            <ul className={styles.categories}>
              {categories.map((category) => (
                <li key={category.entityId}>
                  <Link href={categoryHref(category.path, currency)} className={styles.category}>
                    <span className={styles.categoryName}>{category.name}</span>
                    <span className={styles.categoryCount}>
                      {catalog('productCount', { count: category.productCount })}
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        )}

        {featured.length > 0 && (
          <section className={styles.section} aria-labelledby="featured-title">
            <h2 id="featured-title">{t('featured')}</h2>
            <ProductGrid products={featured} currency={currency} />
          </section>
        )}
        <ContentRegion regions={regions} name="home_below_featured_products" />
        <ContentRegion regions={regions} name="home_below_top_products" />

        {newest.length > 0 && (
          <section className={styles.section} aria-labelledby="newest-title">
            <h2 id="newest-title">{t('newArrivals')}</h2>
            <ProductGrid products={newest} currency={currency} />
          </section>
        )}
        <ContentRegion regions={regions} name="home_below_new_products" />
      </div>
    </>
  );
}

/**
 * A few featured products' pictures beside the welcome text (decoration: the same products
 * are listed below). Lazy, not preloaded: a phone does not show them (display: none loads
 * nothing then), and a preload would also come with every prefetch of the home page.
 */
function HeroPictures({ products }: { products: readonly ProductCardFragment[] }) {
  const pictures = products
    .flatMap((product) => (product.defaultImage ? [product.defaultImage] : []))
    .slice(0, 4);
  if (pictures.length < 4) return null;
  return (
    <div className={styles.heroPictures} aria-hidden="true">
      {pictures.map((picture) => (
        <StoreImage
          key={picture.url}
          src={picture.url}
          alt=""
          width={560}
          height={560}
          className={styles.heroPicture}
        />
      ))}
    </div>
  );
}
