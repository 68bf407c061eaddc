import Link from 'next/link';
import { unstable_rethrow } from 'next/navigation';
import { getCart } from '@/lib/storefront/cart';
import { getCustomer } from '@/lib/storefront/customer';
import { readSession } from '@/lib/storefront/session';
import { itemCount } from '@/lib/format';
import { pagePath, routePath } from '@/lib/routes';
import { SignOutForm } from './sign-out-form';
import styles from './site-header.module.css';

/** Who is signed in and how full the cart is: private to this request, never cached as a page. */
async function shopperSummary() {
  const { customerId, cartId } = await readSession();
  try {
    const [customer, cart] = await Promise.all([
      customerId ? getCustomer(customerId) : null,
      cartId ? getCart(cartId, customerId ?? null) : null,
    ]);
    return { firstName: customer?.firstName ?? null, signedIn: Boolean(customer), cartCount: cart?.lineItems.totalQuantity ?? 0 };
  } catch (error) {
    // The header must never take the page down: a store outage shows the plain links.
    unstable_rethrow(error);
    return { firstName: null, signedIn: Boolean(customerId), cartCount: null };
  }
}

export async function HeaderAccount() {
  const { firstName, signedIn, cartCount } = await shopperSummary();
  return (
    <div className={styles.account}>
      {signedIn ? (
        <>
          <Link href={pagePath('account')} className={styles.accountLink}>
            <UserIcon />
            <span>{firstName ? `Hi, ${firstName}` : 'Your account'}</span>
          </Link>
          <SignOutForm className={styles.signOut} />
        </>
      ) : (
        <Link href={pagePath('signIn')} className={styles.accountLink}>
          <UserIcon />
          <span>Sign in</span>
        </Link>
      )}
      <CartLink count={cartCount} />
    </div>
  );
}

/** What the static shell shows until the shopper's part arrives: the same links, no count. */
export function HeaderAccountPlaceholder() {
  return (
    <div className={styles.account}>
      <Link href={pagePath('account')} className={styles.accountLink}>
        <UserIcon />
        <span>Account</span>
      </Link>
      <CartLink count={null} />
    </div>
  );
}

function CartLink({ count }: { count: number | null }) {
  return (
    <Link href={routePath('cart')} className={styles.cartLink} aria-label={count === null ? 'Cart' : `Cart, ${itemCount(count)}`}>
      <svg aria-hidden="true" width="22" height="22" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.8">
        <path d="M3 4h2l2.2 10.2a2 2 0 0 0 2 1.6h7.6a2 2 0 0 0 2-1.5L20.5 8H6.2" strokeLinecap="round" strokeLinejoin="round" />
        <circle cx="10" cy="20" r="1.4" />
        <circle cx="17" cy="20" r="1.4" />
      </svg>
      <span>Cart</span>
      {/* The badge's place is kept when it is empty, so the header does not shift when it fills. */}
      <span className={count ? styles.count : `${styles.count} ${styles.countEmpty}`} aria-hidden="true">
        {count || ''}
      </span>
    </Link>
  );
}

function UserIcon() {
  return (
    <svg aria-hidden="true" width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.8">
      <circle cx="12" cy="8" r="4" />
      <path d="M4 21a8 8 0 0 1 16 0" strokeLinecap="round" />
    </svg>
  );
}
