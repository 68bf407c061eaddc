import type { Metadata } from 'next';
import Link from 'next/link';
import { pagePath, routePath } from '@/lib/shared/routes';
import styles from './help.module.css';

export const metadata: Metadata = {
  title: 'Help',
  description: 'Answers about ordering, delivery, returns and your account.',
};

/**
 * Help for shoppers. Static on purpose: it depends on no store data, so it is also the
 * baseline the benchmark compares the catalog pages with.
 */
export const ensureStatic = 'navigation';

export default function HelpPage() {
  return (
    <div className="container page page-narrow">
      <h1>Help</h1>
      <p className="lead">
        Answers to the questions we hear most. Can&apos;t find yours? Reply to any of our e-mails
        and we&apos;ll help.
      </p>

      <section className={styles.section} aria-labelledby="ordering">
        <h2 id="ordering">Ordering</h2>
        <dl className={styles.faq}>
          <dt>How do I place an order?</dt>
          <dd>
            Add what you like to your <Link href={routePath('cart')}>cart</Link>, then choose{' '}
            <strong>Checkout</strong>. You pay on our secure checkout page and come back here to see
            your order.
          </dd>
          <dt>Do I need an account?</dt>
          <dd>
            No, you can check out as a guest. With an{' '}
            <Link href={routePath('create_account')}>account</Link> you can follow your orders and
            start returns online.
          </dd>
        </dl>
      </section>

      <section className={styles.section} aria-labelledby="delivery">
        <h2 id="delivery">Delivery</h2>
        <dl className={styles.faq}>
          <dt>How much is shipping?</dt>
          <dd>
            The shipping options and their prices are shown on the checkout page, before you pay.
          </dd>
          <dt>Where is my order?</dt>
          <dd>
            Its status is on your order page in <Link href={pagePath('account')}>your account</Link>
            , and we e-mail you when it ships.
          </dd>
        </dl>
      </section>

      <section className={styles.section} aria-labelledby="returns">
        <h2 id="returns">Returns</h2>
        <dl className={styles.faq}>
          <dt>How do I return something?</dt>
          <dd>
            Open the order in <Link href={pagePath('account')}>your account</Link> and choose{' '}
            <strong>Start a return</strong>. Pick the items and tell us why; the request shows on
            the order page and we&apos;ll e-mail you the next steps.
          </dd>
        </dl>
      </section>

      <section className={styles.section} aria-labelledby="account">
        <h2 id="account">Your account and e-mails</h2>
        <dl className={styles.faq}>
          <dt>I forgot my password.</dt>
          <dd>
            <Link href={routePath('forgot_password')}>Reset it here</Link>; we&apos;ll e-mail you a
            link.
          </dd>
          <dt>How do I stop the newsletter?</dt>
          <dd>
            Use the link at the bottom of any newsletter, or{' '}
            <Link href={routePath('unsubscribe')}>unsubscribe here</Link>.
          </dd>
        </dl>
      </section>
    </div>
  );
}
