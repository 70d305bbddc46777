import { CHUNK_TIMEOUT_MS } from '@wanju/domain';
import { Component, type ComponentType, type ErrorInfo, lazy, type ReactNode } from 'react';

/** Rejects when `promise` has not settled after `ms`. */
export function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('chunk load timeout')), ms);
    promise.then(
      (v) => {
        clearTimeout(timer);
        resolve(v);
      },
      (e) => {
        clearTimeout(timer);
        reject(e);
      },
    );
  });
}

/** A lazily loaded route screen; §9: a chunk that has not arrived after 120 s counts as failed. */
export function lazyPage<P extends object>(load: () => Promise<ComponentType<P>>) {
  return lazy(() => withTimeout(load(), CHUNK_TIMEOUT_MS).then((c) => ({ default: c })));
}

export interface PageBoundaryProps {
  /** What shows instead of a failed chunk or a crashed screen; `retry` reloads the page. */
  fallback: (retry: () => void) => ReactNode;
  children: ReactNode;
}

/** Catches a failed chunk (or a crashed screen) and offers a retry instead of a blank page. */
export class PageBoundary extends Component<PageBoundaryProps, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error(error, info.componentStack);
  }
  override render() {
    // A lazy() that failed keeps its rejection, so the retry reloads the page (fresh chunk names too).
    return this.state.failed ? this.props.fallback(() => window.location.reload()) : this.props.children;
  }
}
