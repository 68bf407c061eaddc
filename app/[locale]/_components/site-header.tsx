import { getNavigation } from '@/lib/data/catalog';
import { getCurrencies } from '@/lib/data/currencies';
import { orWithout } from '@/lib/store/or-without';
import { CurrencySwitch } from './currency-switch';
import { categoryHref } from '@/lib/shared/links';
import { routePath } from '@/lib/shared/routes';
import { HeaderAccount } from './header-account';
import { SearchForm } from './search-form';
import styles from './site-header.module.css';
import { CatalogLink } from './catalog-link';
import { getTranslations } from 'next-intl/server';
import { pageLocale } from '@/lib/i18n/page-locale';
import { LanguageSwitch } from './language-switch';

/**
 * The header of every page. Store name, categories and the currencies on offer come from
 * the cached catalog and are part of each page's static HTML; the shopper's own part (name, cart count) comes
 * from the shopper context in the browser (header-account.tsx).
 */
export async function SiteHeader() {
  const [{ storeName, categories }, currencies, here, t] = await Promise.all([
    getNavigation(),
    orWithout('the currency switch', getCurrencies, null),
    pageLocale(),
    getTranslations('header'),
  ]);
  return (
    <header className={styles.header}>
      <div className={`container ${styles.bar}`}>
        <CatalogLink href={routePath('home')} className={styles.logo}>
          {storeName}
        </CatalogLink>
        <div className={styles.search}>
          {/* The search page hides it for its own box (site-header.module.css). */}
          <SearchForm id="header-search" />
        </div>
        <div className={styles.tools}>
          {here && <LanguageSwitch here={here} />}
          {currencies && (
            <CurrencySwitch
              currencies={currencies.all.map(({ code, symbol, name }) => ({ code, symbol, name }))}
              defaultCode={currencies.default.code}
            />
          )}
          <HeaderAccount />
        </div>
      </div>
      {categories.length > 0 && (
        <nav aria-label={t('categories')} className={styles.nav}>
          <ul className={`container ${styles.navList}`}>
            {categories.map((category) => (
              <li key={category.entityId}>
                <CatalogLink href={categoryHref(category.path)} className={styles.navLink}>
                  {category.name}
                </CatalogLink>
              </li>
            ))}
          </ul>
        </nav>
      )}
    </header>
  );
}
