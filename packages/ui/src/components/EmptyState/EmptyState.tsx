import { PackageOpen } from 'lucide-react';
import type { ReactNode } from 'react';
import { cx } from '../../cx';
import { UI_TEXT } from '../../messages';
import * as styles from './EmptyState.css';

export interface EmptyStateProps {
  title?: ReactNode;
  description?: ReactNode;
  /** A lucide icon element; a box by default. */
  icon?: ReactNode;
  /** Buttons that get the user going again. */
  action?: ReactNode;
  className?: string;
}

/** What a list or page shows when there is nothing: no products, no carts, no messages. */
export function EmptyState({ title = UI_TEXT.empty, description, icon, action, className }: EmptyStateProps) {
  return (
    <div className={cx(styles.root, className)}>
      <span className={styles.icon} aria-hidden="true">
        {icon ?? <PackageOpen size={48} strokeWidth={1.25} />}
      </span>
      <p className={styles.title}>{title}</p>
      {description && <p className={styles.description}>{description}</p>}
      {action && <div className={styles.action}>{action}</div>}
    </div>
  );
}
