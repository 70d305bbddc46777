import { parentPort } from 'node:worker_threads';
import { opencv } from './engine/cv';
import { type AiOp, runOp } from './ops';

/** The AI picture tools' worker thread: loads OpenCV once, then runs the operations it is sent. */
parentPort?.on('message', async ({ id, op }: { id: number; op: AiOp }) => {
  try {
    const result = await runOp(await opencv(), op);
    parentPort?.postMessage({ id, result });
  } catch (error) {
    parentPort?.postMessage({ id, error: String((error as Error)?.message ?? error) });
  }
});
