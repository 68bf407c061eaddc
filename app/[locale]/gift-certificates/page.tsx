import type { Metadata } from 'next';
import Link from '@/app/[locale]/_components/link';
import { useTranslations } from 'next-intl';
import { getTranslations } from 'next-intl/server';
import { pagePath } from '@/lib/shared/routes';
import { GiftCertificateForm } from './gift-certificate-form';
import { GIFT_CERTIFICATE_LIMITS } from './limits';
import styles from './gift-certificates.module.css';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('giftCertificates');
  return {
    title: t('title'),
    description: t('description', {
      min: GIFT_CERTIFICATE_LIMITS.min,
      max: GIFT_CERTIFICATE_LIMITS.max,
    }),
  };
}

/** The same for every shopper: static HTML, with the form posting to a server action. */
export const ensureStatic = 'navigation';

export default function GiftCertificatesPage() {
  const t = useTranslations('giftCertificates');
  return (
    <div className="container page">
      <div className={styles.layout}>
        <section className={styles.intro} aria-labelledby="gift-title">
          <h1 id="gift-title">{t('title')}</h1>
          <p className="lead">{t('lead')}</p>
          <div className={styles.preview} aria-hidden="true">
            <span className={styles.previewLabel}>{t('previewLabel')}</span>
            <span className={styles.previewAmount}>{t('dollars', { amount: 50 })}</span>
            <span className={styles.previewCode}>XXXX-XXXX-XXXX-XXXX</span>
          </div>
          <ul className={styles.points}>
            <li>{t('pointDelivered')}</li>
            <li>{t('pointSpend')}</li>
            <li>
              {t.rich('pointBalance', {
                link: (chunks) => <Link href={pagePath('giftCertificateBalance')}>{chunks}</Link>,
              })}
            </li>
          </ul>
        </section>
        <section className="card" aria-labelledby="buy-title">
          <h2 id="buy-title">{t('send')}</h2>
          <GiftCertificateForm />
        </section>
      </div>
    </div>
  );
}
