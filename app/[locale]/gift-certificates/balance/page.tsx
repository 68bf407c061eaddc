import type { Metadata } from 'next';
import Link from '@/app/[locale]/_components/link';
import { useTranslations } from 'next-intl';
import { getTranslations } from 'next-intl/server';
import { pagePath } from '@/lib/shared/routes';
import { BalanceForm } from './balance-form';

export async function generateMetadata(): Promise<Metadata> {
  return {
    title: (await getTranslations('giftCertificateBalance'))('title'),
    robots: { index: false },
  };
}

export const ensureStatic = 'navigation';

/** Anyone with a code may check what is left on it; spending it happens at checkout. */
export default function GiftCertificateBalancePage() {
  const t = useTranslations('giftCertificateBalance');
  return (
    <div className="container page page-narrow">
      <h1>{t('title')}</h1>
      <p className="lead">{t('lead')}</p>
      <div className="card">
        <BalanceForm />
      </div>
      <p>
        {t.rich('present', {
          link: (chunks) => <Link href={pagePath('giftCertificates')}>{chunks}</Link>,
        })}
      </p>
    </div>
  );
}
