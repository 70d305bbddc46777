import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Readable, Writable } from 'node:stream';
import type { AppContext } from '../platform/http/context';
import type { Storage } from '../platform/storage/index';

/**
 * Where export files live: the server's shared storage (the data folder or an S3-compatible store, so any
 * process serves a file another made), under exports/. Every read and write of an export file goes through
 * here. Keys are "<owner>/<uuid>.<ext>".
 */
export interface ExportFiles {
  /**
   * A stream to write the file; `commit` stores it and answers its size (until then readers do not see a
   * half file). The file is written to a local temporary file first, so a generator's slow stream never holds
   * an upload to the object store open.
   */
  create(key: string): { stream: Writable; commit: () => Promise<number>; abort: () => Promise<void> };
  open(key: string): Promise<Readable | null>;
  exists(key: string): Promise<boolean>;
  remove(key: string): Promise<void>;
}

const SAFE_KEY = /^[a-z0-9_-]+\/[a-z0-9_-]+\.[a-z0-9]+$/i;

// Keys are made by this area; refusing anything else keeps a crafted key from naming another file.
const storageKey = (key: string) => {
  if (!SAFE_KEY.test(key)) throw new Error(`bad export key ${key}`);
  return `exports/${key}`;
};

export function storageExportFiles(storage: Storage): ExportFiles {
  return {
    create(key) {
      const target = storageKey(key);
      const tmp = path.join(os.tmpdir(), `wanju-export-${process.pid}-${Math.random().toString(36).slice(2)}.part`);
      const stream = fs.createWriteStream(tmp);
      return {
        stream,
        commit: async () => {
          if (!stream.closed) await new Promise<void>((resolve) => stream.once('close', () => resolve()));
          try {
            const size = (await fs.promises.stat(tmp)).size;
            await storage.put(target, fs.createReadStream(tmp));
            return size;
          } finally {
            await fs.promises.rm(tmp, { force: true });
          }
        },
        abort: async () => {
          stream.destroy();
          await fs.promises.rm(tmp, { force: true });
        },
      };
    },
    open: (key) => storage.get(storageKey(key)),
    exists: (key) => storage.exists(storageKey(key)),
    remove: (key) => storage.delete(storageKey(key)),
  };
}

const stores = new WeakMap<AppContext, ExportFiles>();

/** The export file store of this server. */
export function exportFiles(ctx: AppContext): ExportFiles {
  let store = stores.get(ctx);
  if (!store) {
    store = storageExportFiles(ctx.storage);
    stores.set(ctx, store);
  }
  return store;
}
