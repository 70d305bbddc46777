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
