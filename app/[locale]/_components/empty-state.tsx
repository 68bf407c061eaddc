import type { ReactNode } from 'react';
import styles from './empty-state.module.css';

/** What a page shows when it has nothing to list, with a way on. */
export function EmptyState({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className={styles.empty}>
      <p className={styles.title}>{title}</p>
      {children}
    </div>
  );
}
