import { ArrowDown, ArrowUp } from 'lucide-react';
import type { ReactNode } from 'react';
import {
  Cell,
  Collection,
  Column,
  type Key,
  Table as RACTable,
  Row,
  type Selection,
  type SortDescriptor,
  TableBody,
  TableHeader,
  useTableOptions,
} from 'react-aria-components';
import { cx } from '../../cx';
import { UI_TEXT } from '../../messages';
import { Checkbox } from '../Checkbox/Checkbox';
import { Spinner } from '../Spinner/Spinner';
import * as styles from './Table.css';

export interface TableColumn<T> {
  id: string;
  title: ReactNode;
  /** Cell content. */
  render: (row: T) => ReactNode;
  align?: 'start' | 'center' | 'end';
  allowsSorting?: boolean;
  width?: number | string;
  isRowHeader?: boolean;
  /** Plain text of the header for assistive tech when `title` is not a string. */
  textValue?: string;
}

export interface TableProps<T extends { id: Key }> {
  /** Accessible name: '选样车产品', '历史导出记录'. */
  label: string;
  columns: readonly TableColumn<T>[];
  rows: readonly T[];
  selectionMode?: 'none' | 'single' | 'multiple';
  selectedKeys?: Selection;
  onSelectionChange?: (keys: Selection) => void;
  sortDescriptor?: SortDescriptor;
  onSortChange?: (sort: SortDescriptor) => void;
  /** Activating a row (Enter / double click). */
  onRowAction?: (key: Key) => void;
  isLoading?: boolean;
  empty?: ReactNode;
  disabledKeys?: Iterable<Key>;
  maxHeight?: number | string;
  className?: string;
}

function SelectionHeader() {
  const { selectionBehavior, selectionMode } = useTableOptions();
  return (
    <Column className={cx(styles.column, styles.checkCell)}>
      {selectionBehavior === 'toggle' && selectionMode === 'multiple' ? <Checkbox slot="selection" /> : null}
    </Column>
  );
}

/**
 * A data table on react-aria-components: row selection (checkbox column), column sorting, keyboard navigation
 * of cells. The caller sorts its rows in onSortChange (the table never reorders data itself).
 */
export function Table<T extends { id: Key }>({
  label,
  columns,
  rows,
  selectionMode = 'none',
  selectedKeys,
  onSelectionChange,
  sortDescriptor,
  onSortChange,
  onRowAction,
  isLoading,
  empty,
  disabledKeys,
  maxHeight,
  className,
}: TableProps<T>) {
  const align = (a?: 'start' | 'center' | 'end') =>
    a === 'end' ? styles.alignEnd : a === 'center' ? styles.alignCenter : undefined;
  const withSelection = selectionMode !== 'none';
  return (
    <div className={cx(styles.wrap, className)} style={{ maxHeight }}>
      <RACTable
        aria-label={label}
        className={styles.table}
        selectionMode={selectionMode}
        selectedKeys={selectedKeys}
        onSelectionChange={onSelectionChange}
        sortDescriptor={sortDescriptor}
        onSortChange={onSortChange}
        onRowAction={onRowAction}
        disabledKeys={disabledKeys}
      >
        <TableHeader className={styles.header}>
          {withSelection && <SelectionHeader />}
          {columns.map((c) => (
            <Column
              key={c.id}
              id={c.id}
              isRowHeader={c.isRowHeader}
              allowsSorting={c.allowsSorting}
              textValue={c.textValue}
              className={cx(styles.column, align(c.align))}
              style={{ width: c.width }}
            >
              {({ sortDirection, allowsSorting }) => (
                <>
                  {c.title}
                  {allowsSorting && sortDirection && (
                    <span className={styles.sortIcon} aria-hidden="true">
                      {sortDirection === 'ascending' ? <ArrowUp size={12} /> : <ArrowDown size={12} />}
                    </span>
                  )}
                </>
              )}
            </Column>
          ))}
        </TableHeader>
        <TableBody
          items={isLoading ? [] : rows}
          renderEmptyState={() => (
            <div className={styles.empty}>{isLoading ? <Spinner showLabel /> : (empty ?? UI_TEXT.empty)}</div>
          )}
        >
          {(row) => (
            <Row id={row.id} className={styles.row} columns={columns}>
              {withSelection && (
                <Cell className={cx(styles.cell, styles.checkCell)}>
                  <Checkbox slot="selection" />
                </Cell>
              )}
              <Collection items={columns}>
                {(c) => <Cell className={cx(styles.cell, align(c.align))}>{c.render(row)}</Cell>}
              </Collection>
            </Row>
          )}
        </TableBody>
      </RACTable>
    </div>
  );
}

export type { Selection, SortDescriptor };
