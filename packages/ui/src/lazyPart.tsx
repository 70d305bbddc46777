import {
  type ComponentProps,
  type ComponentType,
  lazy,
  Component as ReactComponent,
  type ReactNode,
  useEffect,
} from 'react';

/** Runs `task` when the browser is idle (a short timeout where requestIdleCallback is missing). */
export function whenIdle(task: () => void): void {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(task);
  else setTimeout(task, 200);
}

/** A part that failed to load renders nothing (the widget stays usable); the next mount tries again. */
class PartBoundary extends ReactComponent<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

/**
 * A part of a widget that is only needed once the user opens it (a popover's panel, a menu, the toast region).
 * It is left out of the first download and fetched when the browser is idle after the first render, so it is
 * there by the time anyone opens it; `Component` suspends until then (render it inside a Suspense).
 * Annotate the module-level call as pure (`@__PURE__`), so an app that never uses the widget drops the part.
 */
// biome-ignore lint/suspicious/noExplicitAny: the part's own props type flows through T
export function lazyPart<T extends ComponentType<any>>(load: () => Promise<{ default: T }>) {
  let loading: Promise<{ default: T }> | undefined;
  const get = (): Promise<{ default: T }> => {
    loading ??= load().catch((error) => {
      // A failed fetch (offline, a deploy replaced the chunk) is forgotten, so the next use fetches again.
      loading = undefined;
      Lazy = lazy(get);
      throw error;
    });
    return loading;
  };
  let Lazy = lazy(get);
  let scheduled = false;
  const prefetch = () => {
    if (scheduled) return;
    scheduled = true;
    whenIdle(() => void get().catch(() => undefined));
  };
  return {
    Component(props: ComponentProps<T>) {
      return (
        <PartBoundary>
          <Lazy {...props} />
        </PartBoundary>
      );
    },
    /** The module itself, fetched once (for a part that takes another element's place when it arrives). */
    load: get,
    /** Call in the component that may open the part: fetches it once, when the browser is idle. */
    usePrefetch() {
      // biome-ignore lint/correctness/useExhaustiveDependencies: prefetch belongs to the part, not the component
      useEffect(prefetch, []);
    },
  };
}
