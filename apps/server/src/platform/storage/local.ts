import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { checkStorageKey, checkStoragePrefix, type Storage, StorageKeyError } from './storage';

const isMissing = (error: unknown) => {
  const code = (error as NodeJS.ErrnoException).code;
  return code === 'ENOENT' || code === 'ENOTDIR' || code === 'EISDIR';
};

/** Files under one folder (the data folder's files/): a key is a relative path below it. */
export function localStorage(root: string): Storage {
  const base = path.resolve(root);

  const fileOf = (key: string) => {
    const file = path.resolve(base, checkStorageKey(key));
    // The key check already excludes traversal; this keeps the promise even if that check were loosened.
    if (!file.startsWith(base + path.sep)) throw new StorageKeyError(key);
    return file;
  };

  const open = async (key: string) => {
    try {
      return await fs.promises.open(fileOf(key), 'r');
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  };

  // While a hold runs, deletes wait for it (see Storage.holdDeletes).
  let holds = 0;
  let released: Promise<void> = Promise.resolve();
  let release = () => {};
  const deletesAllowed = async () => {
    while (holds > 0) await released;
  };

  return {
    kind: 'local',
    async holdDeletes(work) {
      if (holds++ === 0) released = new Promise((resolve) => (release = resolve));
      try {
        return await work();
      } finally {
        if (--holds === 0) release();
      }
    },
    async put(key, body) {
      const file = fileOf(key);
      await fs.promises.mkdir(path.dirname(file), { recursive: true });
      // Written beside, then renamed: a reader (another process) sees the old object or the whole new one.
      const tmp = `${file}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
      try {
        if (body instanceof Readable) await pipeline(body, fs.createWriteStream(tmp));
        else await fs.promises.writeFile(tmp, body);
        await fs.promises.rename(tmp, file);
      } catch (error) {
        await fs.promises.rm(tmp, { force: true });
        throw error;
      }
    },
    async get(key) {
      const handle = await open(key);
      return handle ? handle.createReadStream() : null;
    },
    async read(key) {
      const handle = await open(key);
      if (!handle) return null;
      try {
        return await handle.readFile();
      } finally {
        await handle.close();
      }
    },
    async exists(key) {
      try {
        return (await fs.promises.stat(fileOf(key))).isFile();
      } catch (error) {
        if (isMissing(error)) return false;
        throw error;
      }
    },
    async delete(key) {
      const file = fileOf(key);
      await deletesAllowed();
      await fs.promises.rm(file, { force: true });
    },
    async *list(prefix) {
      checkStoragePrefix(prefix);
      // Walk only the folder the prefix points into.
      const slash = prefix.lastIndexOf('/');
      const dir = slash >= 0 ? prefix.slice(0, slash) : '';
      const walk = async function* (relative: string): AsyncGenerator<string> {
        let entries: fs.Dirent[];
        try {
          entries = await fs.promises.readdir(path.join(base, relative), { withFileTypes: true });
        } catch (error) {
          if (isMissing(error)) return;
          throw error;
        }
        for (const entry of entries) {
          const key = relative ? `${relative}/${entry.name}` : entry.name;
          if (entry.isDirectory()) {
            if (key.startsWith(prefix) || prefix.startsWith(`${key}/`)) yield* walk(key);
          } else if (entry.isFile() && !entry.name.endsWith('.tmp') && key.startsWith(prefix)) yield key;
        }
      };
      yield* walk(dir);
    },
  };
}
