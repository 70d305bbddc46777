import { PageBoundary as Boundary } from '@wanju/app-shell';
import type { ReactNode } from 'react';
import { ChunkErrorView } from '../features/shell/PageStatus';

/** §8: a failed route chunk (or a crashed screen) offers a retry instead of a blank page. */
export function PageBoundary({ children }: { children: ReactNode }) {
  return <Boundary fallback={(retry) => <ChunkErrorView onRetry={retry} />}>{children}</Boundary>;
}
