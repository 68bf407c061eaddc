import { useTranslations } from 'next-intl';
import { signOut } from '../_actions/sign-out';
import { RefreshShopperAfterSubmit } from './shopper';

/** A form posting to the sign-out action; the header asks for the shopper's parts again after it. */
export function SignOutForm({ className }: { className?: string }) {
  const t = useTranslations('header');
  return (
    <form action={signOut} className={className}>
      <button type="submit" className="link-button">
        {t('signOut')}
      </button>
      <RefreshShopperAfterSubmit />
    </form>
  );
}
