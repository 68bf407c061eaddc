'use client';

import { useRouter } from 'next/navigation';
import type { ChangeEvent } from 'react';
import { SORT_CHOICES, type SortChoice } from '@/lib/sorting';
import styles from './sort-form.module.css';

/**
 * A GET form that reloads the listing in another order (a new order starts again at the
 * first page). With JavaScript a choice applies at once, as a client navigation; without
 * it the form keeps its Sort button.
 */
export function SortForm({ action, current, keep = {} }: { action: string; current: SortChoice; keep?: Record<string, string> }) {
  const router = useRouter();
  const apply = (event: ChangeEvent<HTMLSelectElement>) => {
    const query = new URLSearchParams();
    for (const [name, value] of new FormData(event.currentTarget.form!)) if (typeof value === 'string') query.append(name, value);
    router.push(`${action}?${query}`);
  };
  return (
    <form action={action} method="get" className={styles.form}>
      {Object.entries(keep).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <label htmlFor="sort" className={styles.label}>
        Sort by
      </label>
      <select id="sort" name="sort" defaultValue={current.value} onChange={apply} className={`select ${styles.select}`}>
        {SORT_CHOICES.map((choice) => (
          <option key={choice.value} value={choice.value}>
            {choice.label}
          </option>
        ))}
      </select>
      <noscript>
        <button type="submit" className="button button-secondary">
          Sort
        </button>
      </noscript>
    </form>
  );
}
