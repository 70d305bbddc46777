import { parentPort } from 'node:worker_threads';
import { indexSignature, nearestOf, rankPart } from './phash';
import { prepareWhole, subjectRegions } from './query';

type Task =
  | ['rank', Parameters<typeof rankPart>]
  | ['nearest', Parameters<typeof nearestOf>]
  | ['signature', Parameters<typeof indexSignature>]
  | ['prepare', Parameters<typeof prepareWhole>]
  | ['subjects', Parameters<typeof subjectRegions>]
  | ['ready', []];

/**
 * A worker thread of picturePool: ranks a part of the picture index for a query, finds nearest scores, computes
 * a catalogue picture's signature, prepares a query picture (decoded, its subjects detected) or its subjects'
 * regions, as it is sent;
 * 'ready' answers once its modules are loaded.
 * A task that fails (an unreadable picture) answers its error; the worker goes on.
 */
async function answer({ id, task }: { id: number; task: Task }) {
  try {
    const list =
      task[0] === 'rank'
        ? rankPart(...task[1])
        : task[0] === 'nearest'
          ? nearestOf(...task[1])
          : task[0] === 'signature'
            ? indexSignature(...task[1])
            : task[0] === 'prepare'
              ? await prepareWhole(...task[1])
              : task[0] === 'subjects'
                ? subjectRegions(...task[1])
                : true;
    parentPort?.postMessage({ id, list });
  } catch (error) {
    parentPort?.postMessage({ id, error: String((error as Error)?.message ?? error) });
  }
}

// One task at a time, in the order sent (a picture being prepared awaits its decoding; the next task waits for it).
let done = Promise.resolve();
parentPort?.on('message', (message: { id: number; task: Task }) => {
  done = done.then(() => answer(message));
});
