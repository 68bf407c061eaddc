'use client';

import Link from '@/app/[locale]/_components/link';
import { useTranslations } from 'next-intl';
import { pagePath, routePath } from '@/lib/shared/routes';
import { useShopper } from './shopper';
import { SignOutForm } from './sign-out-form';
import styles from './site-header.module.css';

/**
 * Who is signed in and how full the cart is: the shopper's own part of the header, from
 * the shopper context (never in the cached page). Until the first answer, both the guest's
 * and the member's links are in the page and CSS shows the one the member hint cookie
 * names (the root layout marks <html data-member> before the page paints), so nothing
 * jumps when the answer comes.
 */
export function HeaderAccount() {
  const { snapshot } = useShopper();
  const t = useTranslations('header');
  const known = snapshot === null ? 'unknown' : snapshot.signedIn ? 'member' : 'guest';
  return (
    <div className={styles.account} data-shopper={known}>
      <Link href={pagePath('account')} className={`${styles.accountLink} ${styles.memberOnly}`}>
        <UserIcon />
        {/* On a phone the icon stands for it, leaving room for Sign out (still its name). */}
        <span className={styles.greeting}>
          {snapshot?.firstName
            ? t('greeting', { firstName: snapshot.firstName })
            : t('yourAccount')}
        </span>
      </Link>
      <SignOutForm className={`${styles.signOut} ${styles.memberOnly}`} />
      <Link href={pagePath('signIn')} className={`${styles.accountLink} ${styles.guestOnly}`}>
        <UserIcon />
        <span>{t('signIn')}</span>
      </Link>
      <CartLink count={snapshot?.cartCount ?? null} />
    </div>
  );
}

function CartLink({ count }: { count: number | null }) {
  const t = useTranslations('header');
  return (
    <Link
      href={routePath('cart')}
      className={styles.cartLink}
      aria-label={count === null ? t('cart') : t('cartWithCount', { count })}
    >
      <svg
        aria-hidden="true"
        width="22"
        height="22"
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
      >
        <path
          d="M3 4h2l2.2 10.2a2 2 0 0 0 2 1.6h7.6a2 2 0 0 0 2-1.5L20.5 8H6.2"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
        <circle cx="10" cy="20" r="1.4" />
        <circle cx="17" cy="20" r="1.4" />
      </svg>
      <span className={styles.cartWord}>{t('cart')}</span>
      {/* The badge's place is kept when it is empty, so the header does not shift when it fills. */}
      <span
        className={count ? styles.count : `${styles.count} ${styles.countEmpty}`}
        aria-hidden="true"
      >
        {count || ''}
      </span>
    </Link>
  );
}

function UserIcon() {
  return (
    <svg
      aria-hidden="true"
      width="20"
      height="20"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
    >
      <circle cx="12" cy="8" r="4" />
      <path d="M4 21a8 8 0 0 1 16 0" strokeLinecap="round" />
    </svg>
  );
}
