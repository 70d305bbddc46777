import { PageBoundary as Boundary } from '@wanju/app-shell';
import { HOME_PATH } from '@wanju/domain';
import type { ReactNode } from 'react';
import { ErrorPageView } from '../features/shell/ErrorPageView';

/** §8: a failed route chunk (or a crashed screen) shows the error page's retry and way home, not a blank page. */
export function PageBoundary({ children }: { children: ReactNode }) {
  return (
    <Boundary
      fallback={(retry) => (
        <ErrorPageView reason="page" onRetry={retry} onHome={() => window.location.assign(HOME_PATH)} />
      )}
    >
      {children}
    </Boundary>
  );
}
