import { Pagination } from '@wanju/ui';
import * as styles from '../catalogue/ProductListView.css';

export interface ListPagerProps {
  page: number;
  pageSize: number;
  total: number;
  onChange: (page: number) => void;
  /** the page sizes offered; the pager then shows whenever a smaller page would not hold the list */
  pageSizeOptions?: readonly number[];
  onPageSizeChange?: (pageSize: number) => void;
}

/** The pager under a list, shown only when the list has more than one page (at the smallest page size offered). */
export function ListPager({ page, pageSize, total, onChange, pageSizeOptions, onPageSizeChange }: ListPagerProps) {
  const smallest = pageSizeOptions && onPageSizeChange ? Math.min(pageSize, ...pageSizeOptions) : pageSize;
  if (total <= smallest) return null;
  return (
    <div className={styles.pager}>
      <Pagination
        page={page}
        pageSize={pageSize}
        total={total}
        onChange={onChange}
        pageSizeOptions={pageSizeOptions}
        onPageSizeChange={onPageSizeChange}
      />
    </div>
  );
}
