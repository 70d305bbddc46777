import type { LoadState } from '@wanju/app-shell';
import { Box, Button, EmptyState, Pagination, Spinner } from '@wanju/ui';
import type { ReactNode } from 'react';
import { CATALOGUE_TEXT } from './messages';

export type { LoadState };

export interface ListStateProps {
  state: LoadState;
  isEmpty: boolean;
  onRetry?: () => void;
  emptyTitle?: string;
  emptyHint?: string;
  children: ReactNode;
}

/** The loading, error and empty states every list shares. */
export function ListState({ state, isEmpty, onRetry, emptyTitle, emptyHint, children }: ListStateProps) {
  if (state === 'loading')
    return (
      <Box display="flex" justifyContent="center" paddingY="xxxl">
        <Spinner size="lg" label={CATALOGUE_TEXT.loading} showLabel />
      </Box>
    );
  if (state === 'error')
    return (
      <EmptyState
        title={CATALOGUE_TEXT.loadFailed}
        description={CATALOGUE_TEXT.loadFailedHint}
        action={
          onRetry && (
            <Button variant="primary" onPress={onRetry}>
              {CATALOGUE_TEXT.retry}
            </Button>
          )
        }
      />
    );
  if (isEmpty)
    return (
      <EmptyState title={emptyTitle ?? CATALOGUE_TEXT.empty} description={emptyHint ?? CATALOGUE_TEXT.emptyHint} />
    );
  return <>{children}</>;
}

export interface PagedListStateProps extends ListStateProps {
  total: number;
  page: number;
  pageSize: number;
  onPageChange: (page: number) => void;
}

/** A paged list's body: its loading, error and empty states, then the rows and the pages when there are several. */
export function PagedListState({ total, page, pageSize, onPageChange, children, ...state }: PagedListStateProps) {
  return (
    <ListState {...state}>
      {children}
      {total > pageSize && <Pagination page={page} pageSize={pageSize} total={total} onChange={onPageChange} />}
    </ListState>
  );
}

/** The texts of a list screen: every list's message set has them. */
export interface ListScreenText {
  empty: string;
  emptyHint: string;
  /** the count of all rows, shown once the list is ready; none: no count */
  count?: (total: number) => string;
}

export interface ListScreenProps {
  /** the screen's heading, also the section's label */
  title: string;
  text: ListScreenText;
  /** the list's rows (only counted here), load state and pages: a list view's own props will do */
  list: Pick<PagedListStateProps, 'state' | 'onRetry' | 'total' | 'page' | 'pageSize' | 'onPageChange'> & {
    rows: readonly unknown[];
  };
  /** the bar's filters and action buttons, after the title */
  toolbar?: ReactNode;
  /** the count stands right after the title, before the toolbar */
  countFirst?: boolean;
  /** how the bar lines up its title, fields and buttons (`flex-end` by default, for labelled fields) */
  barAlign?: 'flex-end' | 'center';
  barGap?: 'md' | 'lg';
  /** the bar keeps to one line */
  noWrap?: boolean;
  /** the rows (a card list or a table) */
  children: ReactNode;
  /** after the list: the screen's dialogs */
  dialogs?: ReactNode;
}

/** A list screen: a section with the title, the filter bar and the count, then the paged list and its dialogs. */
export function ListScreen({
  title,
  text,
  list,
  toolbar,
  countFirst,
  barAlign = 'flex-end',
  barGap = 'lg',
  noWrap,
  children,
  dialogs,
}: ListScreenProps) {
  const status = text.count && list.state === 'ready' && (
    <Box color="textSecondary" role="status">
      {text.count(list.total)}
    </Box>
  );
  return (
    <Box as="section" aria-label={title} display="flex" flexDirection="column" gap="lg" padding="xl">
      <Box display="flex" alignItems={barAlign} gap={barGap} flexWrap={noWrap ? undefined : 'wrap'}>
        <Box as="h1" fontSize="xl" fontWeight="bold">
          {title}
        </Box>
        {countFirst && status}
        {toolbar}
        {!countFirst && status}
      </Box>
      <PagedListState {...list} isEmpty={list.rows.length === 0} emptyTitle={text.empty} emptyHint={text.emptyHint}>
        {children}
      </PagedListState>
      {dialogs}
    </Box>
  );
}
