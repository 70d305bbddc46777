import { parentPort } from 'node:worker_threads';
import { alignCandidates, coarse, indexSignature, nearestOf } from './phash';

type Task =
  | ['coarse', Parameters<typeof coarse>]
  | ['align', Parameters<typeof alignCandidates>]
  | ['nearest', Parameters<typeof nearestOf>]
  | ['signature', Parameters<typeof indexSignature>];

/**
 * A worker thread of picturePool: scans parts of the picture index, aligns candidates, finds nearest scores or
 * computes a catalogue picture's signature, as it is sent.
 */
parentPort?.on('message', ({ id, task }: { id: number; task: Task }) => {
  const list =
    task[0] === 'coarse'
      ? coarse(...task[1])
      : task[0] === 'nearest'
        ? nearestOf(...task[1])
        : task[0] === 'signature'
          ? indexSignature(...task[1])
          : alignCandidates(...task[1]);
  parentPort?.postMessage({ id, list });
});
