import { AsyncLocalStorage } from 'node:async_hooks';
import { createRequire } from 'node:module';
import os from 'node:os';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { NearestRunner, Ranked, RankRunner, Signature } from './phash';
import type { prepareWhole, Region, WholePrepared } from './query';

/** When the search a task is for started (performance.now()): its tasks go before those of later searches. */
const arrival = new AsyncLocalStorage<number>();

/**
 * Runs a search with its picture tasks ordered by when it started: under load each worker takes the waiting task of
 * the oldest search first, so a search of several steps is not queued behind every later search at each step.
 */
export function inArrivalOrder<T>(search: () => Promise<T>): Promise<T> {
  return arrival.run(performance.now(), search);
}

/**
 * Worker threads that prepare query pictures, rank parts of the picture index, scan pieces of it for a query's
 * orientations and compute catalogue pictures' signatures in parallel (picture-worker.ts), one per core up to
 * four; the index's arrays are shared, not copied. The waiting tasks are held here, the oldest search's first
 * (tasks outside a search after them), and each worker is sent its next one while it does one. A task that fails
 * or whose worker dies is done on the main thread instead; a dead worker is replaced, and after three deaths the
 * pool gives up (everything then runs on the main thread). Null on a single core.
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
  type List = Ranked[] | number[] | Signature | WholePrepared | Region[] | boolean;
  interface Task {
    id: number;
    message: unknown;
    /** when its search started (Infinity outside a search) */
    arrived: number;
    resolve(list: List): void;
    reject(error: Error): void;
  }
  /** tasks not yet sent, oldest search first (then in the order asked) */
  const waiting: Task[] = [];
  /** the tasks sent to each worker: the one it is doing and the one it does next (it need not wait for this thread) */
  const sent: Task[][] = Array.from({ length: size }, () => []);
  let ids = 0;
  let failures = 0;
  let closed = false;

  /** Sends waiting tasks to the workers with fewer than two, the idlest first. */
  const dispatch = () => {
    for (let depth = 0; depth < 2; depth++)
      for (let slot = 0; slot < size && waiting.length && !closed; slot++) {
        const tasks = sent[slot] as Task[];
        if (tasks.length > depth) continue;
        const task = waiting.shift() as Task;
        tasks.push(task);
        (workers[slot] ?? start(slot)).postMessage({ id: task.id, task: task.message });
      }
  };

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
      const tasks = sent[slot] as Task[];
      const task = tasks[0];
      if (workers[slot] !== worker || task?.id !== id) return;
      tasks.shift();
      if (error === undefined) task.resolve(list);
      else task.reject(new Error(error));
      dispatch();
    });
    const fail = (error: Error) => {
      if (workers[slot] !== worker) return;
      workers[slot] = null;
      failures++;
      for (const task of (sent[slot] as Task[]).splice(0)) task.reject(error);
      if (failures >= 3) for (const task of waiting.splice(0)) task.reject(new Error('picture workers unavailable'));
      else dispatch();
    };
    worker.on('error', fail);
    worker.on('exit', () => fail(new Error('picture worker exited')));
    workers[slot] = worker;
    return worker;
  };

  const run = <T extends List>(message: unknown) =>
    new Promise<T>((resolve, reject) => {
      if (failures >= 3 || closed) return reject(new Error('picture workers unavailable'));
      const task: Task = {
        id: ids++,
        message,
        arrived: arrival.getStore() ?? Number.POSITIVE_INFINITY,
        resolve: resolve as (list: List) => void,
        reject,
      };
      // After every task of a search that started no later.
      let at = waiting.length;
      while (at > 0 && (waiting[at - 1] as Task).arrived > task.arrived) at--;
      waiting.splice(at, 0, task);
      dispatch();
    });
  const runRank: RankRunner = (...args) => run<Ranked[]>(['rank', args]);
  const runNearest: NearestRunner = (...args) => run<number[]>(['nearest', args]);
  /** A catalogue picture's index signature from its signature-square pixels (an index build). */
  const runSignature = (rgb: Uint8Array) => run<Signature>(['signature', [rgb]]);
  /** A query picture decoded, its whole region signed and its subjects found (prepareWhole) on a worker. */
  const runPrepare = (...args: Parameters<typeof prepareWhole>) => run<WholePrepared>(['prepare', args]);
  /** A prepared picture's subjects cut out and signed (subjectRegions) on a worker. */
  const runSubjects = (query: WholePrepared) => run<Region[]>(['subjects', [query]]);

  return {
    runRank,
    runNearest,
    runSignature,
    runPrepare,
    runSubjects,
    size,
    /** Starts every worker and resolves once each has loaded its modules (the first search does not wait for it). */
    async warm() {
      await Promise.all(Array.from({ length: size }, () => run<boolean>(['ready', []])));
    },
    async close() {
      closed = true;
      for (const task of waiting.splice(0)) task.reject(new Error('picture workers closed'));
      await Promise.all(workers.map((worker) => worker?.terminate()));
    },
  };
}
