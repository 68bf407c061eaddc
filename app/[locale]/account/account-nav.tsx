import Link from '@/app/[locale]/_components/link';
import { pagePath } from '@/lib/shared/routes';
import styles from './account.module.css';

const SECTIONS = [
  { key: 'account', label: 'Orders', href: pagePath('account') },
  { key: 'addresses', label: 'Addresses', href: pagePath('addresses') },
  { key: 'wishlists', label: 'Wishlists', href: pagePath('wishlists') },
  { key: 'accountSettings', label: 'Settings', href: pagePath('accountSettings') },
] as const;

export type AccountSection = (typeof SECTIONS)[number]['key'];

/** The account's sections, the one shown marked as the current page. */
export function AccountNav({ current }: { current: AccountSection }) {
  return (
    <nav aria-label="Your account" className={styles.nav}>
      <ul>
        {SECTIONS.map((section) => (
          <li key={section.key}>
            <Link
              href={section.href}
              aria-current={section.key === current ? 'page' : undefined}
              className={styles.navLink}
            >
              {section.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
