import Link from 'next/link';
import { contentPageHref } from '@/lib/shared/links';
import { pagePath, routePath } from '@/lib/shared/routes';
import { getContentPageLinks } from '@/lib/data/content-pages';
import { ConsentSettingsButton } from './consent/consent-manager';
import styles from './site-footer.module.css';
import { CatalogLink } from './catalog-link';

/** Links every shopper may need: the store's content pages (About, ...) and the storefront's own pages. */
export async function SiteFooter({
  storeName,
  consentEnabled,
}: {
  storeName: string;
  /** The store asks for cookie consent: the footer offers to change the choice. */
  consentEnabled: boolean;
}) {
  const pages = await getContentPageLinks();
  return (
    <footer className={styles.footer}>
      <div className={`container ${styles.inner}`}>
        <p className={styles.brand}>{storeName}</p>
        <nav aria-label="Footer">
          <ul className={styles.links}>
            {pages.map((page) => (
              <li key={page.entityId}>
                <Link href={contentPageHref(page.path)}>{page.name}</Link>
              </li>
            ))}
            <li>
              <CatalogLink href={pagePath('search')}>All products</CatalogLink>
            </li>
            <li>
              <Link href={pagePath('account')}>Your account</Link>
            </li>
            <li>
              <Link href={routePath('cart')}>Cart</Link>
            </li>
            <li>
              <Link href={routePath('create_account')}>Create an account</Link>
            </li>
            <li>
              <Link href={pagePath('giftCertificates')}>Gift certificates</Link>
            </li>
            <li>
              <Link href={pagePath('giftCertificateBalance')}>Gift certificate balance</Link>
            </li>
            <li>
              <Link href={routePath('unsubscribe')}>Newsletter preferences</Link>
            </li>
            <li>
              <Link href={pagePath('help')}>Help</Link>
            </li>
            {consentEnabled && (
              <li>
                <ConsentSettingsButton />
              </li>
            )}
          </ul>
        </nav>
        <p className={styles.note}>Secure checkout hosted by our store service.</p>
      </div>
    </footer>
  );
}
