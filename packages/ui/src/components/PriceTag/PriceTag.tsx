import { formatPrice } from '@wanju/domain';
import { cx } from '../../cx';
import * as styles from './PriceTag.css';

export interface PriceTagProps {
  /** The amount; null/undefined/NaN shows 面议 (price on request). */
  value: number | null | undefined;
  /** Currency code (RMB, USD …) from the price formula; RMB by default. */
  currency?: string;
  /** 2 or 3 decimals (quotations use 3). */
  decimals?: 2 | 3;
  /** e.g. 出厂价, 报价. */
  label?: string;
  /** e.g. /PCS. */
  unit?: string;
  /** A struck-through earlier price (special-price zone). */
  originalValue?: number | null;
  size?: 'sm' | 'md' | 'lg';
  className?: string;
}

export const PRICE_ON_REQUEST = '面议';

/** A price with its currency symbol (formatting from domain formatPrice). */
export function PriceTag({
  value,
  currency = 'RMB',
  decimals = 2,
  label,
  unit,
  originalValue,
  size = 'md',
  className,
}: PriceTagProps) {
  const valid = typeof value === 'number' && Number.isFinite(value);
  return (
    <span className={cx(styles.root, styles.size[size], className)}>
      {label && <span className={styles.label}>{label}</span>}
      {valid ? (
        <span>{formatPrice(value, currency, decimals)}</span>
      ) : (
        <span className={styles.missing}>{PRICE_ON_REQUEST}</span>
      )}
      {valid && unit && <span className={styles.unit}>{unit}</span>}
      {valid && typeof originalValue === 'number' && originalValue > value && (
        <s className={styles.original}>{formatPrice(originalValue, currency, decimals)}</s>
      )}
    </span>
  );
}
