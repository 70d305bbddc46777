import { createRequire } from 'node:module';
import os from 'node:os';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { NearestRunner, Ranked, RankRunner, Signature } from './phash';
import type { PreparedQuery, prepareQuery } from './query';

/**
 * Worker threads that prepare query pictures, rank parts of the picture index, scan pieces of it for a query's
 * orientations and compute catalogue pictures' signatures in parallel (picture-worker.ts), one per core up to
 * four, each task on the worker with the fewest waiting; the index's arrays are shared, not copied. A task that
 * fails or whose worker dies is done on the main thread instead; a dead worker is replaced, and after three
 * deaths the pool gives up (everything then runs on the main thread). Null on a single core.
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
  type List = Ranked[] | number[] | Signature | PreparedQuery | boolean;
  const pending = new Map<number, { resolve(list: List): void; reject(error: Error): void; slot: number }>();
  let next = 0;
  let ids = 0;
  let failures = 0;
  /** tasks sent to each worker and not answered yet */
  const queued = new Uint32Array(size);

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
    worker.on('message', ({ id, list, error }: { id: number; list: List; error?: string }) => {
      const task = pending.get(id);
      if (!task) return;
      queued[task.slot] = (queued[task.slot] as number) - 1;
      if (error === undefined) task.resolve(list);
      else task.reject(new Error(error));
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
      queued[slot] = 0;
    };
    worker.on('error', fail);
    worker.on('exit', () => fail(new Error('picture worker exited')));
    workers[slot] = worker;
    return worker;
  };

  const run = <T extends List>(task: unknown) =>
    new Promise<T>((resolve, reject) => {
      if (failures >= 3) return reject(new Error('picture workers unavailable'));
      // The worker with the fewest tasks waiting (the first of those after the last one chosen).
      let slot = next++ % size;
      for (let k = 1; k < size; k++) {
        const other = (slot + k) % size;
        if ((queued[other] as number) < (queued[slot] as number)) slot = other;
      }
      queued[slot] = (queued[slot] as number) + 1;
      const worker = workers[slot] ?? start(slot);
      const id = ids++;
      pending.set(id, { resolve: resolve as (list: List) => void, reject, slot });
      worker.postMessage({ id, task });
    });
  const runRank: RankRunner = (...args) => run<Ranked[]>(['rank', args]);
  const runNearest: NearestRunner = (...args) => run<number[]>(['nearest', args]);
  /** A catalogue picture's index signature from its signature-square pixels (an index build). */
  const runSignature = (rgb: Uint8Array) => run<Signature>(['signature', [rgb]]);
  /** A query picture decoded and its regions' signatures computed (prepareQuery) on a worker. */
  const runPrepare = (...args: Parameters<typeof prepareQuery>) => run<PreparedQuery>(['prepare', args]);

  return {
    runRank,
    runNearest,
    runSignature,
    runPrepare,
    size,
    /** Starts every worker and resolves once each has loaded its modules (the first search does not wait for it). */
    async warm() {
      await Promise.all(Array.from({ length: size }, () => run<boolean>(['ready', []])));
    },
    async close() {
      await Promise.all(workers.map((worker) => worker?.terminate()));
    },
  };
}
