import type { ReactNode } from 'react';
import { Image } from '../Image/Image';
import * as styles from './Compare.css';

export interface CompareRow<T> {
  id: string;
  label: string;
  /** The displayed value. */
  render: (item: T) => ReactNode;
  /** The value compared for differences (defaults to the rendered text when it is a string or number). */
  value?: (item: T) => string | number | null | undefined;
}

export interface CompareTableProps<T extends { id: string | number; name: string; picture?: string | null }> {
  items: readonly T[];
  rows: readonly CompareRow<T>[];
  /** Show only the rows that differ. */
  onlyDifferences?: boolean;
}

const norm = (v: unknown) => (v === null || v === undefined ? '' : String(v).trim());

/** Products side by side (spec §2 /contrast); rows whose values differ are highlighted. */
export function CompareTable<T extends { id: string | number; name: string; picture?: string | null }>({
  items,
  rows,
  onlyDifferences,
}: CompareTableProps<T>) {
  const differs = (row: CompareRow<T>) => {
    const values = items.map((it) => norm(row.value ? row.value(it) : row.render(it)));
    return new Set(values).size > 1;
  };
  const shown = onlyDifferences ? rows.filter(differs) : rows;
  return (
    <div>
      <div className={styles.legend}>
        <span>
          <span className={styles.swatch} aria-hidden="true" />
          有差异的参数
        </span>
      </div>
      <table className={styles.table} aria-label="产品对比">
        <thead>
          <tr>
            <th className={styles.th} scope="col">
              参数
            </th>
            {items.map((it) => (
              <th key={it.id} className={styles.colHead} scope="col">
                <Image src={it.picture} alt="" width={96} />
                {it.name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {shown.map((row) => {
            const d = differs(row);
            return (
              <tr key={row.id} className={d ? styles.diff : undefined} data-differs={d || undefined}>
                <th className={styles.th} scope="row">
                  {row.label}
                  {d && (
                    <span
                      style={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}
                    >
                      （有差异）
                    </span>
                  )}
                </th>
                {items.map((it) => (
                  <td key={it.id} className={styles.td}>
                    {row.render(it)}
                  </td>
                ))}
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
