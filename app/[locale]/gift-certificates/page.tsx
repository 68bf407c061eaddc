import type { Metadata } from 'next';
import Link from '@/app/[locale]/_components/link';
import { pagePath } from '@/lib/shared/routes';
import { GiftCertificateForm } from './gift-certificate-form';
import styles from './gift-certificates.module.css';

export const metadata: Metadata = {
  title: 'Gift certificates',
  description:
    'Send a gift certificate by e-mail: any amount from $1 to $1,000, with your own message.',
};

/** The same for every shopper: static HTML, with the form posting to a server action. */
export const ensureStatic = 'navigation';

export default function GiftCertificatesPage() {
  return (
    <div className="container page">
      <div className={styles.layout}>
        <section className={styles.intro} aria-labelledby="gift-title">
          <h1 id="gift-title">Gift certificates</h1>
          <p className="lead">
            Let them choose. A gift certificate arrives by e-mail with its own code, to spend on
            anything in the shop.
          </p>
          <div className={styles.preview} aria-hidden="true">
            <span className={styles.previewLabel}>Gift certificate</span>
            <span className={styles.previewAmount}>$50</span>
            <span className={styles.previewCode}>XXXX-XXXX-XXXX-XXXX</span>
          </div>
          <ul className={styles.points}>
            <li>Delivered by e-mail as soon as your order is placed.</li>
            <li>Spend it over several orders: whatever is left stays on the code.</li>
            <li>
              Have one already?{' '}
              <Link href={pagePath('giftCertificateBalance')}>Check its balance</Link>.
            </li>
          </ul>
        </section>
        <section className="card" aria-labelledby="buy-title">
          <h2 id="buy-title">Send a gift certificate</h2>
          <GiftCertificateForm />
        </section>
      </div>
    </div>
  );
}
