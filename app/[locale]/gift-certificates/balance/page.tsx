import type { Metadata } from 'next';
import Link from '@/app/[locale]/_components/link';
import { pagePath } from '@/lib/shared/routes';
import { BalanceForm } from './balance-form';

export const metadata: Metadata = { title: 'Gift certificate balance', robots: { index: false } };

export const ensureStatic = 'navigation';

/** Anyone with a code may check what is left on it; spending it happens at checkout. */
export default function GiftCertificateBalancePage() {
  return (
    <div className="container page page-narrow">
      <h1>Gift certificate balance</h1>
      <p className="lead">
        Enter your code to see what is left on it. To spend it, enter the same code at checkout,
        under “Coupon or gift certificate”.
      </p>
      <div className="card">
        <BalanceForm />
      </div>
      <p>
        Looking for a present?{' '}
        <Link href={pagePath('giftCertificates')}>Send a gift certificate</Link>.
      </p>
    </div>
  );
}
