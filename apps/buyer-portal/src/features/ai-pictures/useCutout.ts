import { api } from '@wanju/api-client';
import { CUTOUT_POLL_MS, type CutoutState, initialCutout, nextCutoutState } from '@wanju/domain';
import { useCallback, useEffect, useRef, useState } from 'react';
import { client } from '../../app/session';

/**
 * §4 the AI抠图 button on a picture: image_matting starts the cutout, get_task_result is polled every 3 s
 * until the result comes (shown instead of the picture), undo restores the previous picture. A failed job
 * returns the button to AI抠图 (the reason is shown by the client). `key` (the product) starts afresh.
 */
export function useCutout(picture: string | null, key: unknown) {
  const [state, setState] = useState<CutoutState>(() => initialCutout(picture ?? ''));
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const stop = () => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
  };
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new product or picture starts afresh
  useEffect(() => {
    stop();
    setState(initialCutout(picture ?? ''));
    return stop;
  }, [picture, key]);

  const poll = useCallback((id: string) => {
    timer.current = setTimeout(async () => {
      try {
        const task = await client.call(api.ai.getTaskResult, { id }, { silent: true });
        if (task.status === 'failed' || task.status === 'cancelled') {
          setState((s) => nextCutoutState(s, { type: 'failed' }));
          return;
        }
        if (task.result) {
          setState((s) => nextCutoutState(s, { type: 'polled', result: task.result }));
          return;
        }
      } catch {
        // tried again at the next interval
      }
      poll(id);
    }, CUTOUT_POLL_MS);
  }, []);

  const start = useCallback(
    async (image: string) => {
      setState(initialCutout(image));
      try {
        const started = await client.call(api.ai.imageMatting, { image_url: image, background: 'transparent' });
        setState((s) => nextCutoutState(s, { type: 'started', taskId: started.id }));
        poll(started.id);
      } catch {
        setState((s) => nextCutoutState(s, { type: 'failed' }));
      }
    },
    [poll],
  );

  const undo = useCallback(() => setState((s) => nextCutoutState(s, { type: 'undo' })), []);
  return { state, start, undo };
}
