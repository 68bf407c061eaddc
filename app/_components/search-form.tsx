import { pagePath } from '@/lib/routes';
import styles from './search-form.module.css';

/** A GET form to the search page: works without JavaScript and gives shareable URLs. */
export function SearchForm({ id, defaultValue = '', size = 'md' }: { id: string; defaultValue?: string; size?: 'md' | 'lg' }) {
  return (
    <form role="search" action={pagePath('search')} method="get" className={`${styles.form} ${size === 'lg' ? styles.large : ''}`}>
      <label htmlFor={id} className="visually-hidden">
        Search products
      </label>
      <input
        id={id}
        name="q"
        type="search"
        defaultValue={defaultValue}
        placeholder="Search products"
        autoComplete="off"
        className={styles.input}
      />
      <button type="submit" className={styles.button}>
        <svg aria-hidden="true" width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2.2">
          <circle cx="11" cy="11" r="7" />
          <path d="m20 20-3.5-3.5" strokeLinecap="round" />
        </svg>
        <span className="visually-hidden">Search</span>
      </button>
    </form>
  );
}
