import type { ErrorReason } from './ErrorPageView';

/** The address of the error page for a failure on `from` (the page to retry). */
export function errorPagePath(reason: ErrorReason, from: string): string {
  return `/errorPage?${new URLSearchParams({ reason, from })}`;
}
