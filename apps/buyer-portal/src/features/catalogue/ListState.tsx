import type { LoadState } from '@wanju/app-shell';
import { Box, Button, EmptyState, Spinner } from '@wanju/ui';
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
