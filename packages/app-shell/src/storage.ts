import { type KeyValueStorage, readStored, writeStored } from '@wanju/api-client';

/** An in-memory stand-in where there is no localStorage (prerendering, tests without a DOM). */
export function memoryStorage(): KeyValueStorage {
  const map = new Map<string, string>();
  return {
    getItem: (k) => map.get(k) ?? null,
    setItem: (k, v) => void map.set(k, v),
    removeItem: (k) => void map.delete(k),
  };
}

/** §3 'Stored locally': versioned values; a value from an older version or another shape is dropped, never crashes. */
const storage: KeyValueStorage = typeof window !== 'undefined' ? window.localStorage : memoryStorage();

export function loadLocal<T>(key: string, isValid: (value: unknown) => value is T): T | null {
  return readStored(storage, key, isValid);
}

export function saveLocal(key: string, value: unknown): void {
  writeStored(storage, key, value);
}
