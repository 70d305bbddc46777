import { Box, Button, EmptyState, Spinner } from '@wanju/ui';
import type { ReactNode } from 'react';
import type { LoadState } from '../catalogue/ListState';
import { CATALOGUE_TEXT } from '../catalogue/messages';

export interface DetailStateProps<T> {
  state: LoadState;
  detail: T | null;
  /** What to say when the record failed to load or does not exist. */
  notFound: string;
  backLabel: string;
  onRetry: () => void;
  onBack: () => void;
  children: (detail: T) => ReactNode;
}

/** A detail page's loading and not-found states (retry, back); renders the children once the record is there. */
export function DetailState<T>({ state, detail, notFound, backLabel, onRetry, onBack, children }: DetailStateProps<T>) {
  if (state === 'loading')
    return (
      <Box display="flex" justifyContent="center" paddingY="xxxl">
        <Spinner size="lg" label={CATALOGUE_TEXT.loading} showLabel />
      </Box>
    );
  if (state === 'error' || !detail)
    return (
      <EmptyState
        title={notFound}
        action={
          <Box display="flex" gap="sm">
            <Button variant="primary" onPress={onRetry}>
              {CATALOGUE_TEXT.retry}
            </Button>
            <Button variant="outline" onPress={onBack}>
              {backLabel}
            </Button>
          </Box>
        }
      />
    );
  return <>{children(detail)}</>;
}
