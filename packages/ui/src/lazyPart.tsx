import {
  type ComponentProps,
  type ComponentType,
  lazy,
  Component as ReactComponent,
  type ReactNode,
  Suspense,
  useEffect,
  useState,
} from 'react';

/** Runs `task` when the browser is idle (a short timeout where requestIdleCallback is missing). */
export function whenIdle(task: () => void): void {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(task);
  else setTimeout(task, 200);
}

/** What tells that someone is using the page: a pointer moving or pressed, a touch, a key, a wheel turned. */
const INTERACTIONS = ['pointermove', 'pointerdown', 'touchstart', 'keydown', 'wheel'] as const;
const LISTENER = { capture: true, passive: true } as const;
let interacted = false;
let waiting: (() => void)[] = [];

/**
 * Runs `task` when the browser is idle after the visitor's first interaction with the page (at once when idle if
 * that has happened already). A first screen that is only looked at downloads nothing more; the parts a visitor
 * may open arrive while the pointer or the finger is on its way to them.
 */
export function afterFirstInteraction(task: () => void): void {
  if (interacted || typeof window === 'undefined') {
    whenIdle(task);
    return;
  }
  if (waiting.length === 0) for (const type of INTERACTIONS) window.addEventListener(type, interact, LISTENER);
  waiting.push(task);
}
function interact() {
  interacted = true;
  for (const type of INTERACTIONS) window.removeEventListener(type, interact, LISTENER);
  const tasks = waiting;
  waiting = [];
  for (const task of tasks) whenIdle(task);
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

const everyPart: (() => Promise<unknown>)[] = [];

/**
 * Fetches every part declared so far. For Storybook: a story that shows an open dialog shows it from its first
 * frame, as its screenshot expects (an app never needs it).
 */
export function loadEveryPart(): Promise<unknown> {
  return Promise.allSettled(everyPart.map((load) => load()));
}

/**
 * A part of a widget that is only needed once the user opens it (a popover's panel, a menu, the toast region).
 * It is left out of the first download and fetched when the browser is idle after the visitor's first interaction
 * with the page (or at once when it is rendered), so it is there by the time anyone opens it; `Component`
 * suspends until then (render it inside a Suspense).
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
  everyPart.push(get);
  let scheduled = false;
  const prefetch = () => {
    if (scheduled) return;
    scheduled = true;
    afterFirstInteraction(() => void get().catch(() => undefined));
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
    /** Call in the component that may open the part: fetches it once, idle after the first interaction. */
    usePrefetch() {
      // biome-ignore lint/correctness/useExhaustiveDependencies: prefetch belongs to the part, not the component
      useEffect(prefetch, []);
    },
  };
}

/**
 * A modal widget (a dialog, a drawer) whose overlay is a part of its own: while it is controlled and has never
 * been open (`isOpen={false}`), nothing of it is in the page's download; it is fetched after the visitor's first
 * interaction with the page, or when it first opens, and stays mounted from then on (its closing animation
 * plays). Uncontrolled (inside a trigger, or `defaultOpen`), it is mounted from the start.
 * Annotate the module-level call as pure (`@__PURE__`).
 */
export function lazyOverlay<P extends { isOpen?: boolean }>(load: () => Promise<{ default: ComponentType<P> }>) {
  const part = lazyPart(load);
  // biome-ignore lint/correctness/noComponentHookFactories: one component per overlay, made once at module level
  return function LazyOverlay(props: P) {
    const [mounted, setMounted] = useState(props.isOpen !== false);
    if (props.isOpen && !mounted) setMounted(true);
    part.usePrefetch();
    if (!mounted) return null;
    return (
      <Suspense fallback={null}>
        <part.Component {...(props as ComponentProps<ComponentType<P>>)} />
      </Suspense>
    );
  };
}
