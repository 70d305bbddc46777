import { formatDimensions } from '@wanju/domain';
import { cx } from '../../cx';
import * as styles from './DimensionText.css';

export interface DimensionTextProps {
  /** e.g. 外箱, 包装, 样品. */
  label?: string;
  length?: number | string | null;
  width?: number | string | null;
  height?: number | string | null;
  /** cm by default. */
  unit?: string;
  /** What to show when the dimensions are not meaningful; nothing by default (spec §5). */
  fallback?: string;
  className?: string;
}

/** Length*width*height, shown only when the dimensions are meaningful (domain formatDimensions, spec §5). */
export function DimensionText({ label, length, width, height, unit = 'cm', fallback, className }: DimensionTextProps) {
  const text = formatDimensions(length, width, height);
  if (!text && fallback === undefined) return null;
  return (
    <span className={cx(styles.root, className)}>
      {label && <span className={styles.label}>{label}</span>}
      <span className={styles.value}>{text ? `${text} ${unit}` : fallback}</span>
    </span>
  );
}
