import { parentPort } from 'node:worker_threads';
import { alignCandidates, coarse, nearestOf } from './phash';

/** A worker thread of picturePool: scans parts of the picture index, or aligns candidates, as it is sent. */
parentPort?.on(
  'message',
  ({
    id,
    task,
  }: {
    id: number;
    task: ['coarse', Parameters<typeof coarse>] | ['align', Parameters<typeof alignCandidates>];
  }) => {
    const list = task[0] === 'coarse' ? coarse(...task[1]) : alignCandidates(...task[1]);
    parentPort?.postMessage({ id, list });
  },
);
