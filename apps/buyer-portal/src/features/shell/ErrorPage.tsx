import { HOME_PATH, matchRoute } from '@wanju/domain';
import { useLocation, useSearchParams } from 'react-router-dom';
import { ErrorPageView, type ErrorReason } from './ErrorPageView';

/** The page the user was on, when it is one of ours (never an outside address). */
function safeReturn(from: string | null): string {
  return from?.startsWith('/') && !from.startsWith('//') && matchRoute(from) && from !== '/errorPage'
    ? from
    : HOME_PATH;
}

/**
 * Container: /errorPage (public). Retry and home reload the app from the server, so a new deployment's
 * chunks and a server that is back are picked up (a client-side move would keep the failed state).
 */
export function ErrorPage({ reason: shown }: { reason?: ErrorReason }) {
  const [params] = useSearchParams();
  const location = useLocation();
  const reason: ErrorReason = shown ?? (params.get('reason') === 'page' ? 'page' : 'network');
  // Shown by the router's error boundary, the failed page is the current one.
  const from = safeReturn(params.get('from') ?? `${location.pathname}${location.search}`);
  return (
    <ErrorPageView
      reason={reason}
      onRetry={() => window.location.assign(from)}
      onHome={() => window.location.assign(HOME_PATH)}
    />
  );
}
