import type { LoadState } from '@wanju/app-shell';
import { Box, Button, EmptyState, Spinner } from '@wanju/ui';
import type { ReactNode } from 'react';
import { DESK_TEXT as T } from './messages';

export type { LoadState };

export interface DeskSectionProps {
  title: string;
  state: LoadState;
  /** Shown when the list loaded empty. */
  emptyTitle: string;
  count: number;
  onRetry: () => void;
  /** The list items (li elements). */
  children: ReactNode;
}

/** One desk tab: its heading, then loading, a failed load with retry, an empty list, or the list. */
export function DeskSection({ title, state, emptyTitle, count, onRetry, children }: DeskSectionProps) {
  return (
    <Box as="section" aria-label={title} display="flex" flexDirection="column" gap="md" padding="lg">
      <Box as="h1" fontSize="xl" fontWeight="bold">
        {title}
      </Box>
      {state === 'loading' ? (
        <Box display="flex" justifyContent="center" paddingY="xxxl">
          <Spinner size="lg" label={T.loading} showLabel />
        </Box>
      ) : state === 'error' ? (
        <EmptyState
          title={T.loadFailed}
          action={
            <Button variant="primary" onPress={onRetry}>
              {T.retry}
            </Button>
          }
        />
      ) : count === 0 ? (
        <EmptyState title={emptyTitle} />
      ) : (
        <Box as="ul" display="flex" flexDirection="column" gap="md" padding="none" margin="none" aria-label={title}>
          {children}
        </Box>
      )}
    </Box>
  );
}
