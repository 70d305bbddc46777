import { Pagination } from '@wanju/ui';
import * as styles from '../catalogue/ProductListView.css';

export interface ListPagerProps {
  page: number;
  pageSize: number;
  total: number;
  onChange: (page: number) => void;
}

/** The pager under a list, shown only when the list has more than one page. */
export function ListPager({ page, pageSize, total, onChange }: ListPagerProps) {
  if (total <= pageSize) return null;
  return (
    <div className={styles.pager}>
      <Pagination page={page} pageSize={pageSize} total={total} onChange={onChange} />
    </div>
  );
}
