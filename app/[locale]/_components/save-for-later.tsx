'use client';

import Link from '@/app/[locale]/_components/link';
import { useActionState, useSyncExternalStore } from 'react';
import { useTranslations } from 'next-intl';
import { pagePath } from '@/lib/shared/routes';
import {
  type SaveForLaterState,
  toggleSavedAction,
  toggleSavedFromCardAction,
} from '../_actions/wishlist-actions';
import { RefreshShopperAfterSubmit, useShopper } from './shopper';
import { useProblemText } from './problem-text';
import styles from './save-for-later.module.css';

/** True in the browser, false in the server's HTML: nothing to subscribe to. */
const noSubscription = () => () => undefined;

/**
 * "Save for later": a toggle on product cards and the product page, which are the same
 * for everyone; whether this shopper saved the product comes from the shopper context.
 * A plain form underneath: without JavaScript it saves, and comes back to the page at
 * the message below (shown by CSS).
 */
export function SaveForLater({
  productId,
  productName,
  fallbackPath,
  compact = false,
}: {
  productId: number;
  productName: string;
  fallbackPath: string;
  compact?: boolean;
}) {
  const { snapshot } = useShopper();
  const t = useTranslations('saveForLater');
  const word = useProblemText();
  const [state, action] = useActionState<SaveForLaterState, FormData>(toggleSavedAction, {
    status: 'idle',
  });
  const enhanced = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  // Where a guest comes back to after signing in: the page they are on (the product's own without script).
  const here = useSyncExternalStore(
    noSubscription,
    () => `${location.pathname}${location.search}`,
    () => fallbackPath,
  );
  const saved = snapshot?.savedProducts?.includes(productId) ?? false;
  return (
    // A card shows no outcome: its form posts the plain action (one hidden field, not the
    // serialized state a useActionState form carries).
    <form
      action={compact ? toggleSavedFromCardAction : action}
      className={compact ? styles.compact : styles.form}
    >
      <input type="hidden" name="productId" value={productId} />
      <input type="hidden" name="intent" value={saved ? 'remove' : 'save'} />
      <input type="hidden" name="returnTo" value={here} />
      {enhanced && <input type="hidden" name="enhanced" value="1" />}
      <RefreshShopperAfterSubmit />
      <button
        type="submit"
        className={`${styles.button} ${saved ? styles.saved : ''}`}
        aria-pressed={saved}
      >
        <svg
          aria-hidden="true"
          width="18"
          height="18"
          viewBox="0 0 24 24"
          fill={saved ? 'currentColor' : 'none'}
          stroke="currentColor"
          strokeWidth="1.8"
        >
          <path
            d="M12 20.5 4.6 13.4a4.6 4.6 0 0 1 6.5-6.5l.9.9.9-.9a4.6 4.6 0 0 1 6.5 6.5Z"
            strokeLinejoin="round"
          />
        </svg>
        <span className={compact ? 'visually-hidden' : undefined}>
          {saved ? t('saved') : t('save')}
        </span>
        <span className="visually-hidden">{compact ? `: ${productName}` : ''}</span>
      </button>
      {!compact && (
        <p aria-live="polite" className={styles.result}>
          {state.status !== 'idle' && (
            <span key={state.at} className={state.status === 'error' ? styles.error : undefined}>
              {word(state.message)}{' '}
              {state.status === 'saved' && (
                <Link href={pagePath('wishlists')}>{t('seeWishlists')}</Link>
              )}
            </span>
          )}
        </p>
      )}
      {!enhanced && (
        <p id={`saved-${productId}`} className={styles.noScript}>
          {t('savedNoScript')} <Link href={pagePath('wishlists')}>{t('seeWishlists')}</Link>
        </p>
      )}
    </form>
  );
}
