import { type AiStarted, type AiTask, api } from '@wanju/api-client';
import { type AiPictureTool, CUTOUT_POLL_MS, FINISHED_JOB_STATUSES } from '@wanju/domain';
import { useCallback, useEffect, useRef, useState } from 'react';
import { client } from '../../app/session';

/** Uploads pictures one by one; answers the addresses of those the server took (refusals were shown). */
export async function uploadPictures(files: readonly File[]): Promise<string[]> {
  const out: string[] = [];
  for (const file of files) {
    const form = new FormData();
    form.append('file', file, file.name || 'picture.png');
    try {
      out.push((await client.upload(api.ai.uploadPicture, form)).picture);
    } catch {
      // the client showed the server's message
    }
  }
  return out;
}

/** Pictures chosen for a tool, with their upload state. */
export function usePictures(multiple: boolean) {
  const [pictures, setPictures] = useState<string[]>([]);
  const [uploading, setUploading] = useState(false);
  const add = useCallback(
    async (files: File[]) => {
      if (!files.length) return setPictures([]);
      setUploading(true);
      const added = await uploadPictures(multiple ? files : files.slice(0, 1));
      setUploading(false);
      setPictures((p) => (multiple ? [...p, ...added].slice(0, 20) : added.slice(0, 1).concat(added.length ? [] : p)));
    },
    [multiple],
  );
  return { pictures, setPictures, uploading, add, clear: () => setPictures([]) };
}

/**
 * A tool run followed to its end: `start` posts the call and polls get_task_result every poll interval
 * (§9: 3 s) until the job is done or failed; the history is read again when it ends.
 */
export function useAiRun(tool: AiPictureTool, onFinished?: (task: AiTask) => void) {
  const [task, setTask] = useState<AiTask | null>(null);
  const [history, setHistory] = useState<AiTask[]>([]);
  const [remaining, setRemaining] = useState<number | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const finished = useRef(onFinished);
  finished.current = onFinished;

  const loadHistory = useCallback(async () => {
    try {
      const page = await client.call(api.ai.history, { tool, page: 1, page_size: 10 }, { silent: true });
      setHistory(page.list);
      setRemaining(page.remaining);
    } catch {
      // history is secondary: the tool still works
    }
  }, [tool]);

  useEffect(() => {
    void loadHistory();
    return () => {
      if (timer.current) clearTimeout(timer.current);
    };
  }, [loadHistory]);

  const poll = useCallback(
    async (id: string, interval: number) => {
      try {
        const next = await client.call(api.ai.getTaskResult, { id });
        setTask(next);
        if (FINISHED_JOB_STATUSES.includes(next.status)) {
          finished.current?.(next);
          void loadHistory();
          return;
        }
      } catch {
        // a dropped poll is tried again at the next interval
      }
      timer.current = setTimeout(() => void poll(id, interval), interval);
    },
    [loadHistory],
  );

  const start = useCallback(
    async (call: () => Promise<AiStarted>) => {
      if (timer.current) clearTimeout(timer.current);
      let started: AiStarted;
      try {
        started = await call();
      } catch {
        return; // refused: the client showed why
      }
      setTask({
        id: started.id,
        tool,
        status: 'queued',
        progress: 0,
        result: null,
        outputs: [],
        error: '',
        inputs: [],
        created_time: '',
      });
      // The first look comes soon (a small picture is done in a second), then every poll interval.
      timer.current = setTimeout(() => void poll(started.id, started.poll_interval || CUTOUT_POLL_MS), 800);
    },
    [poll, tool],
  );

  return { task, setTask, start, history, remaining };
}
