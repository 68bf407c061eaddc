'use client';

import { useRouter } from 'next/navigation';
import type { ChangeEvent } from 'react';
import {
  type ListingKind,
  type ListingState,
  listingHrefOfForm,
  queryOfState,
} from '@/lib/shared/listing-state';
import { useTranslations } from 'next-intl';
import { SORT_CHOICES, sortChoice } from '@/lib/shared/sorting';
import styles from './sort-form.module.css';

/**
 * Reorders a listing (a new order starts again at the first page), keeping its term,
 * filters and currency. With JavaScript a choice applies at once, as a client navigation
 * to the listing's address in that order; without it, the form keeps its Sort button and
 * GETs the page, which redirects to the same address (lib/shared/listing-state.ts).
 */
export function SortForm({
  kind,
  action,
  state,
}: {
  kind: ListingKind;
  action: string;
  state: ListingState;
}) {
  const router = useRouter();
  const t = useTranslations('listing');
  const apply = (event: ChangeEvent<HTMLSelectElement>) => {
    if (event.target.form)
      router.push(listingHrefOfForm(action, kind, event.target.form), { scroll: false });
  };
  const kept = [...queryOfState({ ...state, sort: '', after: null })];
  return (
    <form action={action} method="get" className={styles.form}>
      {kept.map(([name, value]) => (
        <input key={`${name}=${value}`} type="hidden" name={name} value={value} />
      ))}
      <label htmlFor="sort" className={styles.label}>
        {t('sortBy')}
      </label>
      <select
        id="sort"
        name="sort"
        defaultValue={sortChoice(state.sort).value}
        onChange={apply}
        className={`select ${styles.select}`}
      >
        {SORT_CHOICES.map((choice) => (
          <option key={choice.value} value={choice.value}>
            {t(`sortChoices.${choice.label}`)}
          </option>
        ))}
      </select>
      <noscript>
        <button type="submit" className="button button-secondary">
          {t('sort')}
        </button>
      </noscript>
    </form>
  );
}
