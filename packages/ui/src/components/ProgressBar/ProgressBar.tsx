import {
  Label,
  ProgressBar as RACProgressBar,
  type ProgressBarProps as RACProgressBarProps,
} from 'react-aria-components';
import { cx } from '../../cx';
import * as styles from './ProgressBar.css';

export interface ProgressBarProps extends Omit<RACProgressBarProps, 'children' | 'className'> {
  label?: string;
  tone?: 'primary' | 'success' | 'danger';
  /** Hide the percentage text. */
  hideValue?: boolean;
  className?: string;
}

/** Determinate progress of a job (export, sync, batch import). Unknown duration: Spinner. */
export function ProgressBar({ label, tone = 'primary', hideValue, className, ...props }: ProgressBarProps) {
  return (
    <RACProgressBar
      {...props}
      aria-label={label ? undefined : (props['aria-label'] ?? '进度')}
      className={cx(styles.root, className)}
    >
      {({ percentage, valueText }) => (
        <>
          {(label || !hideValue) && (
            <div className={styles.labels}>
              <Label>{label}</Label>
              {!hideValue && <span className={styles.value}>{valueText}</span>}
            </div>
          )}
          <div className={styles.track}>
            <div className={cx(styles.fill, styles.tone[tone])} style={{ width: `${percentage ?? 0}%` }} />
          </div>
        </>
      )}
    </RACProgressBar>
  );
}
