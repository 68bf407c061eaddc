import type { ReactNode } from 'react';
import styles from './notice.module.css';

/**
 * A message box. `status` messages are announced politely by screen readers, `error`
 * ones at once (role=alert); both stay readable without colour.
 */
export function Notice({
  tone,
  title,
  children,
}: {
  tone: 'success' | 'info' | 'warning' | 'error';
  title?: string;
  children?: ReactNode;
}) {
  return (
    <div
      className={`${styles.notice} ${styles[tone]}`}
      role={tone === 'error' ? 'alert' : 'status'}
    >
      {title && <p className={styles.title}>{title}</p>}
      {children && <div className={styles.body}>{children}</div>}
    </div>
  );
}
