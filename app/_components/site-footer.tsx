import Link from 'next/link';
import { pagePath, routePath } from '@/lib/routes';
import styles from './site-footer.module.css';

/** Static links every shopper may need, from the route table. */
export function SiteFooter({ storeName }: { storeName: string }) {
  return (
    <footer className={styles.footer}>
      <div className={`container ${styles.inner}`}>
        <p className={styles.brand}>{storeName}</p>
        <nav aria-label="Footer">
          <ul className={styles.links}>
            <li>
              <Link href={pagePath('search')}>All products</Link>
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
              <Link href={routePath('unsubscribe')}>Newsletter preferences</Link>
            </li>
            <li>
              <Link href={pagePath('help')}>Help</Link>
            </li>
          </ul>
        </nav>
        <p className={styles.note}>Secure checkout hosted by our store service.</p>
      </div>
    </footer>
  );
}
