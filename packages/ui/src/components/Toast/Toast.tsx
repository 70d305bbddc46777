import { Suspense, useEffect, useState } from 'react';
import { UNSTABLE_ToastQueue as RACToastQueue } from 'react-aria-components';
import { lazyPart } from '../../lazyPart';

export const toastTones = ['success', 'error', 'warning', 'info'] as const;
export type ToastTone = (typeof toastTones)[number];

export interface ToastContent {
  tone: ToastTone;
  message: string;
}

export interface ToastOptions {
  /** Milliseconds before it closes itself; errors default to 5 s, others to 3 s. 0 keeps it open. */
  timeout?: number;
}

/** The global toast queue. One queue for the whole app, so non-React code (an API client's onError) can add to it. */
export const toastQueue = new RACToastQueue<ToastContent>({ maxVisibleToasts: 5 });

function show(tone: ToastTone, message: string, options: ToastOptions = {}) {
  const timeout = options.timeout ?? (tone === 'error' ? 5000 : 3000);
  return toastQueue.add({ tone, message }, timeout > 0 ? { timeout } : {});
}

/**
 * `toast.success('删除成功')`, `toast.error(msg)`: the spec's short messages (§8). Returns a key for `toast.close`.
 */
export const toast = {
  success: (message: string, options?: ToastOptions) => show('success', message, options),
  error: (message: string, options?: ToastOptions) => show('error', message, options),
  warning: (message: string, options?: ToastOptions) => show('warning', message, options),
  info: (message: string, options?: ToastOptions) => show('info', message, options),
  close: (key: string) => toastQueue.close(key),
  clear: () => {
    for (const t of toastQueue.visibleToasts) toastQueue.close(t.key);
  },
};

const Panel = /* @__PURE__ */ lazyPart(() => import('./ToastRegionPanel'));

export interface ToastRegionProps {
  /** Defaults to the global queue. */
  queue?: RACToastQueue<ToastContent>;
}

/**
 * Mount once near the app root: renders the queue's visible toasts at the top centre (a labelled landmark).
 * The region itself is fetched after the first render and mounted with the first toast.
 */
export function ToastRegion({ queue = toastQueue }: ToastRegionProps) {
  const [active, setActive] = useState(() => queue.visibleToasts.length > 0);
  useEffect(() => {
    if (active) return;
    const check = () => {
      if (queue.visibleToasts.length > 0) setActive(true);
    };
    check();
    return queue.subscribe(check);
  }, [queue, active]);
  Panel.usePrefetch();
  if (!active) return null;
  return (
    <Suspense fallback={null}>
      <Panel.Component queue={queue} />
    </Suspense>
  );
}
