import { useCallback, useEffect, useState } from 'react';
import type { LoadState } from '../catalogue/ListState';

/**
 * Loads `load()` whenever a key changes (and on retry): the state a ListState shows, the data of the
 * last answer (`initial` until one arrives) and a setter for local updates after an action.
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
