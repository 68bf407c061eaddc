import { SORT_CHOICES, type SortChoice } from '@/lib/sorting';
import styles from './sort-form.module.css';

/**
 * A GET form that reloads the listing in another order (a new order starts again at the
 * first page). A button rather than submit-on-change, so keyboard users are not sent
 * away while they go through the options.
 */
export function SortForm({ action, current, keep = {} }: { action: string; current: SortChoice; keep?: Record<string, string> }) {
  return (
    <form action={action} method="get" className={styles.form}>
      {Object.entries(keep).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <label htmlFor="sort" className={styles.label}>
        Sort by
      </label>
      <select id="sort" name="sort" defaultValue={current.value} className={`select ${styles.select}`}>
        {SORT_CHOICES.map((choice) => (
          <option key={choice.value} value={choice.value}>
            {choice.label}
          </option>
        ))}
      </select>
      <button type="submit" className="button button-secondary">
        Sort
      </button>
    </form>
  );
}
