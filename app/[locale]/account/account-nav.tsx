import Link from '@/app/[locale]/_components/link';
import { useTranslations } from 'next-intl';
import { pagePath } from '@/lib/shared/routes';
import styles from './account.module.css';

/** Each section's name is `accountNav.<label>` in messages/*.json. */
const SECTIONS = [
  { key: 'account', label: 'orders', href: pagePath('account') },
  { key: 'addresses', label: 'addresses', href: pagePath('addresses') },
  { key: 'wishlists', label: 'wishlists', href: pagePath('wishlists') },
  { key: 'accountSettings', label: 'settings', href: pagePath('accountSettings') },
] as const;

export type AccountSection = (typeof SECTIONS)[number]['key'];

/** The account's sections, the one shown marked as the current page. */
export function AccountNav({ current }: { current: AccountSection }) {
  const t = useTranslations('accountNav');
  return (
    <nav aria-label={t('label')} className={styles.nav}>
      <ul>
        {SECTIONS.map((section) => (
          <li key={section.key}>
            <Link
              href={section.href}
              aria-current={section.key === current ? 'page' : undefined}
              className={styles.navLink}
            >
              {t(section.label)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
