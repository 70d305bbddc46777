import { Button, EmptyState } from '@wanju/ui';
import { TriangleAlert, WifiOff } from 'lucide-react';
import { SHELL_TEXT } from './messages';

/** Why the error page shows: the server could not be reached, or a page failed to load (or crashed). */
export type ErrorReason = 'network' | 'page';

export interface ErrorPageViewProps {
  reason: ErrorReason;
  onRetry: () => void;
  onHome: () => void;
}

/** /errorPage (public), also what the page boundary shows: what went wrong, a retry and a way home. */
export function ErrorPageView({ reason, onRetry, onHome }: ErrorPageViewProps) {
  const text = SHELL_TEXT.errors[reason];
  return (
    <section aria-label={text.title}>
      <EmptyState
        title={text.title}
        icon={
          reason === 'network' ? (
            <WifiOff size={48} strokeWidth={1.25} />
          ) : (
            <TriangleAlert size={48} strokeWidth={1.25} />
          )
        }
        description={text.text}
        action={
          <>
            <Button variant="primary" onPress={onRetry}>
              {SHELL_TEXT.retry}
            </Button>
            <Button variant="outline" onPress={onHome}>
              {SHELL_TEXT.backHome}
            </Button>
          </>
        }
      />
    </section>
  );
}
