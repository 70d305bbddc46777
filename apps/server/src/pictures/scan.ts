import { readFileSync } from 'node:fs';
import { workerData } from 'node:worker_threads';

/**
 * Stage 1 of the picture index as WebAssembly (scan.wat, SIMD and i64.popcnt): the pictures' hashes, spreads and
 * hues live as records in one shared WebAssembly.Memory, which the main thread and the worker threads scan in
 * place. The memory starts with SLOTS scratch areas, one claimed by each scan while it runs (a query and a
 * block of scores), then the records.
 */

/** Bytes of a picture's record (layout in scan.wat). */
export const RECORD_BYTES = 112;
export const RECORD_HASHES = 0;
export const RECORD_SPREADS = 64;
export const RECORD_BINS = 72;
export const RECORD_GROUPS = 96;

const PAGE = 65536;
/** Scratch areas: the main thread and each worker thread (at most four) scan one part at a time. */
const SLOTS = 8;
const SLOT_BYTES = 32768;
const SLOTS_AT = 4096;
/** Where the records start (past the slot locks and the slots). */
export const RECORDS_AT = Math.ceil((SLOTS_AT + SLOTS * SLOT_BYTES) / PAGE) * PAGE;
/** Pictures scored per kernel call: a block of scores fills half a slot. */
export const BLOCK = 4096;
/** Where a slot's query starts, past its block of scores. */
const QUERY_AT = BLOCK * 4;
/** Where coarse's histogram of scores is in a slot's query area (past the query and its palette). */
export const HISTOGRAM_AT = 1024;
/** The largest memory (and so index) allowed: 1 GiB, about 9.5 million pictures. */
const MAXIMUM_PAGES = 16384;
/** Signatures nearestOf compares at once (and palettes among them). */
export const MAX_QUERIES = 128;

/** The kernel's source (its memory import declares MAXIMUM_PAGES). */
const SCAN_SOURCE_FILE = 'scan.wat';

/** picturePool's workers, handed the compiled module with each task's arrays, say so in their workerData. */
const SHIPPED_MODULE = 'scanModuleShipped';

async function compile(): Promise<WebAssembly.Module> {
  // From source the text is beside this file; the build copies it beside the bundle.
  const source = readFileSync(new URL(`./${SCAN_SOURCE_FILE}`, import.meta.url), 'utf8');
  // Loaded only here: a picture worker never compiles, and so never loads it.
  const { default: wabt } = await import('wabt');
  const tools = await wabt();
  const parsed = tools.parseWat(SCAN_SOURCE_FILE, source, { simd: true, threads: true });
  try {
    // The engine validates the module as it compiles it.
    return new WebAssembly.Module(parsed.toBinary({}).buffer);
  } finally {
    parsed.destroy();
  }
}

/** The compiled kernel; null in a picture worker, which gets it with each task's arrays. */
const compiled: WebAssembly.Module | null = (workerData as Record<string, unknown> | null)?.[SHIPPED_MODULE]
  ? null
  : await compile();

/** The stage-1 store of an index: the memory holding its records and the module that scans it. */
export interface ScanMemory {
  memory: WebAssembly.Memory;
  module: WebAssembly.Module;
}

/** A memory with room for `capacity` records. */
export function scanMemory(capacity: number): ScanMemory {
  if (!compiled) throw new Error('a picture worker has no scan kernel of its own: it scans the arrays it is sent');
  const memory = new WebAssembly.Memory({ initial: pagesFor(capacity), maximum: MAXIMUM_PAGES, shared: true });
  return { memory, module: compiled };
}

function pagesFor(capacity: number): number {
  return Math.ceil((RECORDS_AT + capacity * RECORD_BYTES) / PAGE);
}

/** Grows the memory to hold `capacity` records (the records stay where they are). */
export function growTo(store: ScanMemory, capacity: number): void {
  const pages = pagesFor(capacity) - store.memory.buffer.byteLength / PAGE;
  if (pages > 0) store.memory.grow(pages);
}

interface Kernel {
  coarse(records: number, from: number, to: number, bound: number, query: number, out: number, histogram: number): void;
  nearest(
    records: number,
    from: number,
    to: number,
    cap: number,
    m: number,
    p: number,
    queries: number,
    palette: number,
    palettes: number,
    best: number,
    lowers: number,
    distances: number,
  ): void;
}

/** Instances by memory: on the main thread one per index; a worker gets a new memory object with each task. */
const instances = new WeakMap<WebAssembly.Memory, Kernel>();

function kernel(store: ScanMemory): Kernel {
  let found = instances.get(store.memory);
  if (!found) {
    found = new WebAssembly.Instance(store.module, { env: { memory: store.memory } }).exports as unknown as Kernel;
    instances.set(store.memory, found);
  }
  return found;
}

/** A claimed scratch area: its offset in the memory, views of the memory as it is now, and the kernel. */
export interface Slot {
  at: number;
  query: number;
  bytes: Uint8Array;
  words: Uint16Array;
  u32: Uint32Array;
  f64: Float64Array;
  kernel: Kernel;
}

/** Runs `scan` with a scratch area of the memory claimed for it alone (other threads may scan at the same time). */
export function withSlot<T>(store: ScanMemory, scan: (slot: Slot) => T): T {
  const buffer = store.memory.buffer as SharedArrayBuffer;
  const locks = new Int32Array(buffer, 0, SLOTS);
  let s = 0;
  while (s < SLOTS && Atomics.compareExchange(locks, s, 0, 1) !== 0) s++;
  if (s === SLOTS) throw new Error('every scan slot of the picture index is busy');
  try {
    const at = SLOTS_AT + s * SLOT_BYTES;
    return scan({
      at,
      query: at + QUERY_AT,
      bytes: new Uint8Array(buffer),
      words: new Uint16Array(buffer),
      u32: new Uint32Array(buffer),
      f64: new Float64Array(buffer),
      kernel: kernel(store),
    });
  } finally {
    Atomics.store(locks, s, 0);
  }
}

/** The memory as bytes, as it is now (after growing, a new view). */
export function recordBytes(store: ScanMemory): Uint8Array {
  return new Uint8Array(store.memory.buffer);
}

/** Where the parts of a nearestOf query set go in a slot's query area (see the kernel's `nearest`). */
export const NEAREST_LAYOUT = {
  queries: 0,
  palette: 16 * MAX_QUERIES,
  palettes: 20 * MAX_QUERIES,
  best: 68 * MAX_QUERIES,
  lowers: 76 * MAX_QUERIES,
  distances: 84 * MAX_QUERIES,
  end: 92 * MAX_QUERIES,
};
if (QUERY_AT + NEAREST_LAYOUT.end > SLOT_BYTES) throw new Error('scan slot too small');
