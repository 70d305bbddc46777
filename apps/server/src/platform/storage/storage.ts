import type { Readable } from 'node:stream';

export type StorageBody = Uint8Array | string | Readable;

/**
 * Stored files (pictures, exports, uploads) by key, behind one interface: the local data folder or an
 * S3-compatible object store, so every server process serves the same files.
 * Keys are relative paths of safe segments (`ab/<hash>.jpg`, `exports/<id>.xlsx`); see `isStorageKey`.
 */
export interface Storage {
  readonly kind: 'local' | 's3';
  /** Writes the whole object (replacing one of the same key); readers never see a partial object. */
  put(key: string, body: StorageBody, options?: { contentType?: string }): Promise<void>;
  /** The object's bytes as a stream, or null when there is none. */
  get(key: string): Promise<Readable | null>;
  /** The object's bytes, or null when there is none (small objects). */
  read(key: string): Promise<Buffer | null>;
  exists(key: string): Promise<boolean>;
  /** Removes the object; no error when there is none. */
  delete(key: string): Promise<void>;
  /** Every key that starts with the prefix, in no promised order. */
  list(prefix: string): AsyncIterable<string>;
  /**
   * The data folder only: runs the work while no object is removed (deletes wait until it ends). A backup's copy of
   * the files made after a database snapshot then holds every file the snapshot names (objects are only added or
   * replaced by the same content otherwise).
   */
  holdDeletes?<T>(work: () => Promise<T>): Promise<T>;
}

/** A key that names nothing inside the store (traversal, absolute path, odd characters). */
export class StorageKeyError extends Error {
  constructor(key: string) {
    super(`storage key outside the store: ${JSON.stringify(key.slice(0, 200))}`);
  }
}

const SEGMENT = /^[A-Za-z0-9_][A-Za-z0-9._-]{0,127}$/;
const MAX_KEY_LENGTH = 512;

/**
 * Relative, `/`-separated, each segment of letters, digits, `.`, `_`, `-` and not starting with a dot: no `..`,
 * no absolute path, no backslash, no percent-encoding left undecoded, no NUL.
 */
export function isStorageKey(key: string): boolean {
  if (!key || key.length > MAX_KEY_LENGTH) return false;
  return key.split('/').every((segment) => SEGMENT.test(segment));
}

export function checkStorageKey(key: string): string {
  if (!isStorageKey(key)) throw new StorageKeyError(key);
  return key;
}

/** A prefix is a key's beginning: empty, or segments that may end with `/` or a partial segment. */
export function checkStoragePrefix(prefix: string): string {
  if (prefix === '') return prefix;
  const trimmed = prefix.endsWith('/') ? prefix.slice(0, -1) : prefix;
  if (!isStorageKey(trimmed)) throw new StorageKeyError(prefix);
  return prefix;
}

export async function streamToBuffer(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : (chunk as Buffer));
  return Buffer.concat(chunks);
}
