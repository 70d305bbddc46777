import { ProgressBar } from 'react-aria-components';
import { cx } from '../../cx';
import { UI_TEXT } from '../../messages';
import * as styles from './Spinner.css';

export const spinnerSizes = ['sm', 'md', 'lg'] as const;
export type SpinnerSize = (typeof spinnerSizes)[number];

export interface SpinnerProps {
  size?: SpinnerSize;
  /** Accessible name; also shown next to the circle when `showLabel` is set. */
  label?: string;
  showLabel?: boolean;
  /** Inside a control that already announces its busy state (e.g. a pending Button). */
  decorative?: boolean;
  className?: string;
}

/** Indeterminate loading indicator (role=progressbar). */
export function Spinner({ size = 'md', label = UI_TEXT.loading, showLabel, decorative, className }: SpinnerProps) {
  const circle = <span className={cx(styles.circle, styles.size[size])} aria-hidden="true" />;
  if (decorative) return <span className={cx(styles.root, className)}>{circle}</span>;
  return (
    <ProgressBar isIndeterminate aria-label={label} className={cx(styles.root, className)}>
      {circle}
      {showLabel && <span className={styles.label}>{label}</span>}
    </ProgressBar>
  );
}
