import type { Key, ReactNode } from 'react';
import { cx } from '../../cx';
import * as styles from './RecordTable.css';

export interface RecordColumn<T> {
  id: string;
  title: string;
  render: (row: T) => ReactNode;
  /** Amounts and counts: right-aligned. */
  numeric?: boolean;
}

export interface RecordTableProps<T> {
  /** The table's accessible name (the list's title: '报价单', '合同订单列表'). */
  label: string;
  columns: readonly RecordColumn<T>[];
  rows: readonly T[];
  rowKey: (row: T) => Key;
  /** Rows to draw the eye to (changed since the other side last saw them). */
  highlighted?: (row: T) => boolean;
}

/**
 * A list screen's records as a plain table (quotations, contracts, payments, mails): a header row, one row per
 * record, actions as buttons in their cells; it scrolls sideways on a narrow screen. For selection, sorting
 * and cell-by-cell keyboard moves, use `Table`.
 */
export function RecordTable<T>({ label, columns, rows, rowKey, highlighted }: RecordTableProps<T>) {
  return (
    <div className={styles.scroll}>
      <table className={styles.table} aria-label={label}>
        <thead>
          <tr>
            {columns.map((c) => (
              <th key={c.id} scope="col" className={cx(styles.th, c.numeric && styles.num)}>
                {c.title}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={rowKey(row)} className={highlighted?.(row) ? styles.highlighted : undefined}>
              {columns.map((c) => (
                <td key={c.id} className={cx(styles.td, c.numeric && styles.num)}>
                  {c.render(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
