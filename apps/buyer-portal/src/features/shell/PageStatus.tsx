import { Button, EmptyState } from '@wanju/ui';
import { SHELL_TEXT } from './messages';

/** §8: a route chunk that failed to load (or timed out after 120 s) shows this instead of a blank page. */
export function ChunkErrorView({ onRetry }: { onRetry: () => void }) {
  return (
    <EmptyState
      title={SHELL_TEXT.chunkFailedTitle}
      description={SHELL_TEXT.chunkFailedText}
      action={
        <Button variant="primary" onPress={onRetry}>
          {SHELL_TEXT.retry}
        </Button>
      }
    />
  );
}

/** A route of the table whose screen is not built yet. */
export function ComingSoonView({ title }: { title: string }) {
  return <EmptyState title={SHELL_TEXT.comingSoonTitle(title)} description={SHELL_TEXT.comingSoonText} />;
}
