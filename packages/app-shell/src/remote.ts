import { useCallback, useEffect, useState } from 'react';

/** Where a screen's data stands: what its list or detail frame shows. */
export type LoadState = 'loading' | 'error' | 'ready';

/**
 * Loads `load()` whenever a key changes (and on retry): the state a list frame shows, the data of the
 * last answer (`initial` until one arrives) and a setter for local updates after an action. An answer
 * that arrives after the keys changed again is dropped.
 */
export function useRemote<T>(load: () => Promise<T>, keys: readonly unknown[], initial: T) {
  const [state, setState] = useState<LoadState>('loading');
  const [data, setData] = useState<T>(initial);
  const [attempt, setAttempt] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the keys and attempt decide when to reload
  useEffect(() => {
    let live = true;
    setState('loading');
    load()
      .then((next) => {
        if (!live) return;
        setData(next);
        setState('ready');
      })
      .catch(() => live && setState('error'));
    return () => {
      live = false;
    };
  }, [...keys, attempt]);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { state, data, setData, retry };
}
