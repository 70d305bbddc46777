import type { LiveChangeKind } from '@wanju/api-client';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useLiveChanges } from './live';

/** Where a screen's data stands: what its list or detail frame shows. */
export type LoadState = 'loading' | 'error' | 'ready';

/** What a screen follows live: the kinds of record it shows (and, signed out, the share link it was opened by). */
export interface LiveOption {
  live?: readonly LiveChangeKind[];
  share?: { kind: LiveChangeKind; token: string } | null;
}

/**
 * Loads `load()` whenever a key changes (and on retry): the state a list frame shows, the data of the
 * last answer (`initial` until one arrives) and a setter for local updates after an action. An answer
 * that arrives after the keys changed again is dropped. With `live`, a change of one of those kinds
 * loads again in place (the screen keeps showing its data meanwhile).
 */
export function useRemote<T>(load: () => Promise<T>, keys: readonly unknown[], initial: T, options: LiveOption = {}) {
  const [state, setState] = useState<LoadState>('loading');
  const [data, setData] = useState<T>(initial);
  const [attempt, setAttempt] = useState(0);
  const latestLoad = useRef(load);
  latestLoad.current = load;
  const generation = useRef(0);
  useLiveChanges(
    options.live,
    () => {
      const mine = generation.current;
      latestLoad
        .current()
        .then((next) => {
          if (mine === generation.current) setData(next);
        })
        .catch(() => undefined);
    },
    options.share,
  );
  // biome-ignore lint/correctness/useExhaustiveDependencies: the keys and attempt decide when to reload
  useEffect(() => {
    let live = true;
    generation.current++;
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
