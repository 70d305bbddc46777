import fs from 'node:fs';
import path from 'node:path';
import type { Readable, Writable } from 'node:stream';
import type { AppContext } from '../platform/http/context';

/**
 * Where export files live. Every read and write of an export file goes through here, so the shared
 * storage (local disk or S3) can take over in one place. Keys are "<owner>/<uuid>.<ext>".
 */
export interface ExportFiles {
  /** A stream to write the file; `commit` makes it visible (until then readers do not see a half file). */
  create(key: string): { stream: Writable; commit: () => Promise<number>; abort: () => Promise<void> };
  open(key: string): Readable | null;
  size(key: string): number | null;
  remove(key: string): Promise<void>;
}

const SAFE_KEY = /^[a-z0-9_-]+\/[a-z0-9_-]+\.[a-z0-9]+$/i;

/** The data folder's exports/ directory. */
export function localExportFiles(root: string): ExportFiles {
  const file = (key: string) => {
    // Keys are made by this area; refusing anything else keeps a crafted key from leaving the folder.
    if (!SAFE_KEY.test(key)) throw new Error(`bad export key ${key}`);
    return path.join(root, key);
  };
  return {
    create(key) {
      const target = file(key);
      fs.mkdirSync(path.dirname(target), { recursive: true });
      const tmp = `${target}.${process.pid}.part`;
      const stream = fs.createWriteStream(tmp);
      return {
        stream,
        commit: async () => {
          fs.renameSync(tmp, target);
          return fs.statSync(target).size;
        },
        abort: async () => {
          stream.destroy();
          fs.rmSync(tmp, { force: true });
        },
      };
    },
    open(key) {
      const target = file(key);
      return fs.existsSync(target) ? fs.createReadStream(target) : null;
    },
    size(key) {
      const target = file(key);
      return fs.existsSync(target) ? fs.statSync(target).size : null;
    },
    async remove(key) {
      fs.rmSync(file(key), { force: true });
    },
  };
}

const stores = new WeakMap<AppContext, ExportFiles>();

/** The export file store of this server. */
export function exportFiles(ctx: AppContext): ExportFiles {
  let store = stores.get(ctx);
  if (!store) {
    store = localExportFiles(path.join(ctx.config.dataDir, 'exports'));
    stores.set(ctx, store);
  }
  return store;
}
