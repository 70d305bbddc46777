import { UI_TEXT } from '../../messages';
import { Select } from '../Select/Select';
import * as styles from './Pagination.css';

export interface PageSizeSelectProps {
  pageSize: number;
  pageSizeOptions: readonly number[];
  onPageSizeChange: (pageSize: number) => void;
  isDisabled?: boolean;
}

/** The pager's page-size chooser (a part of its own: the select and its list box are not in a pager's download). */
export default function PageSizeSelect({
  pageSize,
  pageSizeOptions,
  onPageSizeChange,
  isDisabled,
}: PageSizeSelectProps) {
  return (
    <Select
      aria-label={UI_TEXT.pageSize}
      className={styles.sizeSelect}
      items={pageSizeOptions.map((n) => ({ id: n, name: UI_TEXT.perPage(n) }))}
      selectedKey={pageSize}
      onSelectionChange={(key) => onPageSizeChange(Number(key))}
      isDisabled={isDisabled}
    />
  );
}
