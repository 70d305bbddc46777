import type { CSSProperties } from 'react';
import { cx } from '../../cx';
import * as styles from './Skeleton.css';

export interface SkeletonProps {
  width?: number | string;
  height?: number | string;
  /** text: one line of text height; circle: avatars. */
  shape?: 'rect' | 'text' | 'circle';
  /** Several text lines, the last one shorter. */
  lines?: number;
  className?: string;
  style?: CSSProperties;
}

/** Placeholder while content loads, in the shape of that content. Decorative: hidden from assistive tech. */
export function Skeleton({ width, height, shape = 'rect', lines, className, style }: SkeletonProps) {
  if (lines && lines > 1) {
    return (
      <span aria-hidden="true" style={{ display: 'block', width }}>
        {Array.from({ length: lines }, (_, i) => i).map((i) => (
          <span
            key={`line-${i}`}
            className={cx(styles.skeleton, styles.text, className)}
            style={{ width: i === lines - 1 ? '60%' : '100%' }}
          />
        ))}
      </span>
    );
  }
  return (
    <span
      aria-hidden="true"
      className={cx(styles.skeleton, shape === 'text' && styles.text, shape === 'circle' && styles.circle, className)}
      style={{ width, height, ...style }}
    />
  );
}
