import { type ComponentType, lazy, useEffect } from 'react';

/** Runs `task` when the browser is idle (a short timeout where requestIdleCallback is missing). */
export function whenIdle(task: () => void): void {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(task);
  else setTimeout(task, 200);
}

/**
 * A part of a widget that is only needed once the user opens it (a popover's panel, a menu, the toast region).
 * It is left out of the first download and fetched when the browser is idle after the first render, so it is
 * there by the time anyone opens it; `Component` suspends until then.
 */
// biome-ignore lint/suspicious/noExplicitAny: the part's own props type flows through T
export function lazyPart<T extends ComponentType<any>>(load: () => Promise<{ default: T }>) {
  let loading: Promise<{ default: T }> | undefined;
  const get = () => {
    loading ??= load();
    return loading;
  };
  let scheduled = false;
  const prefetch = () => {
    if (scheduled) return;
    scheduled = true;
    whenIdle(() => void get());
  };
  return {
    Component: lazy(get),
    /** The module itself, fetched once (for a part that takes another element's place when it arrives). */
    load: get,
    /** Call in the component that may open the part: fetches it once, when the browser is idle. */
    usePrefetch() {
      // biome-ignore lint/correctness/useExhaustiveDependencies: prefetch belongs to the part, not the component
      useEffect(prefetch, []);
    },
  };
}
