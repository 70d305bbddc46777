import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Suspense } from 'react';
import { Button } from 'react-aria-components';
import { cx } from '../../cx';
import { lazyPart } from '../../lazyPart';
import { UI_TEXT } from '../../messages';
import * as styles from './Pagination.css';
import { pageItems } from './pages';

const PageSizeSelect = /* @__PURE__ */ lazyPart(() => import('./PageSizeSelect'));

export interface PaginationProps {
  /** 1-based current page. */
  page: number;
  pageSize: number;
  /** Total number of records (the list endpoint's `total`). */
  total: number;
  onChange: (page: number) => void;
  /** Show a page-size chooser with these options. */
  pageSizeOptions?: readonly number[];
  onPageSizeChange?: (pageSize: number) => void;
  /** Hide '共 N 条'. */
  hideTotal?: boolean;
  isDisabled?: boolean;
  className?: string;
}

/** Page navigation for list endpoints that answer `{ list, total }` with `page` and `page_size`. */
export function Pagination({
  page,
  pageSize,
  total,
  onChange,
  pageSizeOptions,
  onPageSizeChange,
  hideTotal,
  isDisabled,
  className,
}: PaginationProps) {
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  const current = Math.min(Math.max(1, page), pageCount);
  return (
    <nav aria-label={UI_TEXT.pagination} className={cx(styles.root, className)}>
      {!hideTotal && <span>{UI_TEXT.totalItems(total)}</span>}
      <ul className={styles.list}>
        <li>
          <Button
            className={styles.page}
            aria-label={UI_TEXT.prevPage}
            isDisabled={isDisabled || current <= 1}
            onPress={() => onChange(current - 1)}
          >
            <ChevronLeft size={16} aria-hidden="true" />
          </Button>
        </li>
        {pageItems(current, pageCount).map((item, i) =>
          item === 'gap' ? (
            // biome-ignore lint/suspicious/noArrayIndexKey: at most two gaps, positionally stable
            <li key={`gap-${i}`} className={styles.gap} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={item}>
              <Button
                className={styles.page}
                aria-label={UI_TEXT.pageN(item)}
                aria-current={item === current ? 'page' : undefined}
                isDisabled={isDisabled}
                onPress={() => item !== current && onChange(item)}
              >
                {item}
              </Button>
            </li>
          ),
        )}
        <li>
          <Button
            className={styles.page}
            aria-label={UI_TEXT.nextPage}
            isDisabled={isDisabled || current >= pageCount}
            onPress={() => onChange(current + 1)}
          >
            <ChevronRight size={16} aria-hidden="true" />
          </Button>
        </li>
      </ul>
      {pageSizeOptions && onPageSizeChange && (
        // Until the chooser arrives: the page size it will show, in its place.
        <Suspense fallback={<span className={styles.sizeSelect}>{UI_TEXT.perPage(pageSize)}</span>}>
          <PageSizeSelect.Component
            pageSize={pageSize}
            pageSizeOptions={pageSizeOptions}
            onPageSizeChange={onPageSizeChange}
            isDisabled={isDisabled}
          />
        </Suspense>
      )}
    </nav>
  );
}
