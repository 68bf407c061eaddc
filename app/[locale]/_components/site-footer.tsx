import Link from '@/app/[locale]/_components/link';
import { contentPageHref } from '@/lib/shared/links';
import { pagePath, routePath } from '@/lib/shared/routes';
import { getContentPageLinks } from '@/lib/data/content-pages';
import { ConsentSettingsButton } from './consent/consent-manager';
import styles from './site-footer.module.css';
import { CatalogLink } from './catalog-link';
import { getTranslations } from 'next-intl/server';

/** Links every shopper may need: the store's content pages (About, ...) and the storefront's own pages. */
export async function SiteFooter({
  storeName,
  consentEnabled,
}: {
  storeName: string;
  /** The store asks for cookie consent: the footer offers to change the choice. */
  consentEnabled: boolean;
}) {
  const [pages, t] = await Promise.all([getContentPageLinks(), getTranslations('footer')]);
  return (
    <footer className={styles.footer}>
      <div className={`container ${styles.inner}`}>
        <p className={styles.brand}>{storeName}</p>
        <nav aria-label={t('label')}>
          <ul className={styles.links}>
            {pages.map((page) => (
              <li key={page.entityId}>
                <Link href={contentPageHref(page.path)}>{page.name}</Link>
              </li>
            ))}
            <li>
              <CatalogLink href={pagePath('search')}>{t('allProducts')}</CatalogLink>
            </li>
            <li>
              <Link href={pagePath('account')}>{t('yourAccount')}</Link>
            </li>
            <li>
              <Link href={routePath('cart')}>{t('cart')}</Link>
            </li>
            <li>
              <Link href={routePath('create_account')}>{t('createAccount')}</Link>
            </li>
            <li>
              <Link href={pagePath('giftCertificates')}>{t('giftCertificates')}</Link>
            </li>
            <li>
              <Link href={pagePath('giftCertificateBalance')}>{t('giftCertificateBalance')}</Link>
            </li>
            <li>
              <Link href={routePath('unsubscribe')}>{t('newsletter')}</Link>
            </li>
            <li>
              <Link href={pagePath('help')}>{t('help')}</Link>
            </li>
            {consentEnabled && (
              <li>
                <ConsentSettingsButton />
              </li>
            )}
          </ul>
        </nav>
        <p className={styles.note}>{t('secureCheckout')}</p>
      </div>
    </footer>
  );
}
