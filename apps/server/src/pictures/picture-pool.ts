import { createRequire } from 'node:module';
import os from 'node:os';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { AlignRunner, Candidate, NearestRunner, PartRunner, Shortlisted, Signature } from './phash';

/**
 * Worker threads that scan parts of a large picture index, align pieces of its candidates and compute
 * catalogue pictures' signatures in parallel (picture-worker.ts), one per core up to four; the index's arrays
 * are shared, not copied. A worker that fails is replaced, and its task is done on the main thread instead; after three failures the pool gives up (every part then
 * runs on the main thread). Null on a single core.
 */
export function picturePool(size = Math.min(4, os.availableParallelism())) {
  if (size < 2) return null;
  // The build ships the worker as JS beside the server; from source (tests, tsx) it is TypeScript, loaded
  // through tsx's loader registered in the worker first.
  const fromSource = import.meta.url.endsWith('.ts');
  const url = new URL(fromSource ? './picture-worker.ts' : './picture-worker.js', import.meta.url);
  // (tsx's ESM api: its CommonJS build registers a path relative to itself that does not exist)
  const tsx = fromSource
    ? pathToFileURL(
        createRequire(import.meta.url)
          .resolve('tsx/esm/api')
          .replace(/\.cjs$/, '.mjs'),
      ).href
    : '';
  const workers: (Worker | null)[] = Array.from({ length: size }, () => null);
  type List = Candidate[] | Shortlisted[] | number[] | Signature;
  const pending = new Map<number, { resolve(list: List): void; reject(error: Error): void; slot: number }>();
  let next = 0;
  let ids = 0;
  let failures = 0;

  const start = (slot: number): Worker => {
    // The index's arrays carry the compiled scan kernel: a worker need not compile its own (scan.ts reads this).
    const workerData = { scanModuleShipped: true };
    const worker = fromSource
      ? new Worker(`import(${JSON.stringify(tsx)}).then((t) => (t.register(), import(${JSON.stringify(url.href)})))`, {
          eval: true,
          workerData,
        })
      : new Worker(url, { workerData });
    worker.unref();
    worker.on('message', ({ id, list }: { id: number; list: List }) => {
      pending.get(id)?.resolve(list);
      pending.delete(id);
    });
    const fail = (error: Error) => {
      if (workers[slot] !== worker) return;
      workers[slot] = null;
      failures++;
      for (const [id, task] of pending)
        if (task.slot === slot) {
          task.reject(error);
          pending.delete(id);
        }
    };
    worker.on('error', fail);
    worker.on('exit', () => fail(new Error('picture worker exited')));
    workers[slot] = worker;
    return worker;
  };

  const run = <T extends List>(task: unknown) =>
    new Promise<T>((resolve, reject) => {
      if (failures >= 3) return reject(new Error('picture workers unavailable'));
      const slot = next++ % size;
      const worker = workers[slot] ?? start(slot);
      const id = ids++;
      pending.set(id, { resolve: resolve as (list: List) => void, reject, slot });
      worker.postMessage({ id, task });
    });
  const runPart: PartRunner = (...args) => run<Candidate[]>(['coarse', args]);
  const runAlign: AlignRunner = (...args) => run<Shortlisted[]>(['align', args]);
  const runNearest: NearestRunner = (...args) => run<number[]>(['nearest', args]);
  /** A catalogue picture's index signature from its signature-square pixels (an index build). */
  const runSignature = (rgb: Uint8Array) => run<Signature>(['signature', [rgb]]);

  return {
    runPart,
    runAlign,
    runNearest,
    runSignature,
    size,
    async close() {
      await Promise.all(workers.map((worker) => worker?.terminate()));
    },
  };
}
