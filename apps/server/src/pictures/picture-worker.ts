import { parentPort } from 'node:worker_threads';
import { shortlist } from './phash';

/** A worker thread of picturePool: shortlists the parts of the picture index it is sent. */
parentPort?.on('message', ({ id, args }: { id: number; args: Parameters<typeof shortlist> }) => {
  parentPort?.postMessage({ id, list: shortlist(...args) });
});
