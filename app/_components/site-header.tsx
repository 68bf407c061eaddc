import Link from 'next/link';
import { getNavigation } from '@/lib/storefront/catalog';
import { categoryHref } from '@/lib/links';
import { routePath } from '@/lib/routes';
import { HeaderAccount } from './header-account';
import { SearchForm } from './search-form';
import styles from './site-header.module.css';

/**
 * The header of every page. Store name and categories come from the cached catalog and
 * are part of each page's static HTML; the shopper's own part (name, cart count) comes
 * from the shopper context in the browser (header-account.tsx).
 */
export async function SiteHeader() {
  const { storeName, categories } = await getNavigation();
  return (
    <header className={styles.header}>
      <div className={`container ${styles.bar}`}>
        <Link href={routePath('home')} className={styles.logo}>
          {storeName}
        </Link>
        <div className={styles.search}>
          <SearchForm id="header-search" />
        </div>
        <HeaderAccount />
      </div>
      {categories.length > 0 && (
        <nav aria-label="Categories" className={styles.nav}>
          <ul className={`container ${styles.navList}`}>
            {categories.map((category) => (
              <li key={category.entityId}>
                <Link href={categoryHref(category.path)} className={styles.navLink}>
                  {category.name}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
    </header>
  );
}
