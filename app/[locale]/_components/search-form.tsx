'use client';

import { useRouter } from 'next/navigation';
import { type FormEvent } from 'react';
import { DEFAULT_LISTING_STATE, listingHref } from '@/lib/shared/listing-state';
import { pagePath } from '@/lib/shared/routes';
import { localizedHref } from '@/lib/shared/locale-path';
import { useTranslations } from 'next-intl';
import { useLocalePrefix } from './locale-prefix';
import { useChosenCurrency } from './chosen-currency';
import styles from './search-form.module.css';

/**
 * The search box. A GET form to the search page, so it works without JavaScript (the
 * page redirects `?q=` to the search's own address); with JavaScript it goes to that
 * address at once, as a client navigation.
 */
export function SearchForm({
  id,
  defaultValue = '',
  size = 'md',
}: {
  id: string;
  defaultValue?: string;
  size?: 'md' | 'lg';
}) {
  const router = useRouter();
  // The search in the shopper's currency at once, not through the proxy's redirect.
  const currency = useChosenCurrency();
  const prefix = useLocalePrefix();
  const t = useTranslations('header');
  const searchPage = localizedHref(pagePath('search'), prefix);
  const search = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const term = new FormData(event.currentTarget).get('q');
    router.push(
      listingHref(searchPage, {
        ...DEFAULT_LISTING_STATE,
        currency,
        q: typeof term === 'string' ? term.replace(/\s+/g, ' ').trim() : '',
      }),
    );
  };
  return (
    <form
      role="search"
      action={searchPage}
      method="get"
      onSubmit={search}
      className={`${styles.form} ${size === 'lg' ? styles.large : ''}`}
    >
      <label htmlFor={id} className="visually-hidden">
        {t('searchLabel')}
      </label>
      <input
        id={id}
        name="q"
        type="search"
        defaultValue={defaultValue}
        placeholder={t('searchLabel')}
        autoComplete="off"
        className={styles.input}
      />
      <button type="submit" className={styles.button}>
        <svg
          aria-hidden="true"
          width="18"
          height="18"
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth="2.2"
        >
          <circle cx="11" cy="11" r="7" />
          <path d="m20 20-3.5-3.5" strokeLinecap="round" />
        </svg>
        <span className="visually-hidden">{t('searchButton')}</span>
      </button>
    </form>
  );
}
