import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { opencv } from './engine/cv';
import { type AiOp, type AiOpResult, runOp } from './ops';

/**
 * One worker thread for the AI picture tools, started on first use: OpenCV (7 MB of WebAssembly) is loaded
 * there once, and grabCut or inpainting never blocks the server's requests. A worker that dies is started
 * again for the next operation; when none can start, operations run on this thread.
 */
let worker: Worker | null = null;
let failures = 0;
let ids = 0;
const pending = new Map<number, { resolve(r: AiOpResult): void; reject(e: Error): void }>();

function start(): Worker {
  // From source (tests, tsx) the worker is TypeScript, loaded through tsx's loader; the build ships JS.
  const fromSource = import.meta.url.endsWith('.ts');
  const url = new URL(fromSource ? './worker.ts' : './ai-worker.js', import.meta.url);
  const tsx = fromSource
    ? pathToFileURL(
        createRequire(import.meta.url)
          .resolve('tsx/esm/api')
          .replace(/\.cjs$/, '.mjs'),
      ).href
    : '';
  const w = fromSource
    ? new Worker(`import(${JSON.stringify(tsx)}).then((t) => (t.register(), import(${JSON.stringify(url.href)})))`, {
        eval: true,
      })
    : new Worker(url);
  w.unref();
  w.on('message', ({ id, result, error }: { id: number; result?: AiOpResult; error?: string }) => {
    const task = pending.get(id);
    pending.delete(id);
    if (error !== undefined) task?.reject(new Error(error));
    else task?.resolve(result as AiOpResult);
  });
  const fail = (error: Error) => {
    if (worker !== w) return;
    worker = null;
    failures++;
    for (const [id, task] of pending) {
      task.reject(error);
      pending.delete(id);
    }
  };
  w.on('error', fail);
  w.on('exit', () => fail(new Error('ai worker exited')));
  return w;
}

export async function runAiOp(op: AiOp): Promise<AiOpResult> {
  if (failures >= 3) return runOp(await opencv(), op);
  worker ??= start();
  const w = worker;
  return new Promise((resolve, reject) => {
    const id = ids++;
    pending.set(id, { resolve, reject });
    w.postMessage({ id, op });
  });
}

export async function closeAiWorker(): Promise<void> {
  const w = worker;
  worker = null;
  await w?.terminate();
}
