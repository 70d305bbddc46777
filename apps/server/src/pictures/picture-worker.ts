import { parentPort } from 'node:worker_threads';
import { alignCandidates, coarse, nearestOf } from './phash';

type Task =
  | ['coarse', Parameters<typeof coarse>]
  | ['align', Parameters<typeof alignCandidates>]
  | ['nearest', Parameters<typeof nearestOf>];

/** A worker thread of picturePool: scans parts of the picture index, aligns candidates or finds nearest scores, as it is sent. */
parentPort?.on('message', ({ id, task }: { id: number; task: Task }) => {
  const list =
    task[0] === 'coarse'
      ? coarse(...task[1])
      : task[0] === 'nearest'
        ? nearestOf(...task[1])
        : alignCandidates(...task[1]);
  parentPort?.postMessage({ id, list });
});
