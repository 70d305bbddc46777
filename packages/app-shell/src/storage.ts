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

// ── What is kept for one user ─────────────────────────────────────────────────────────────────────────
// Tabs, the comparison, search history, cached lists and drafts belong to whoever is signed in: stored under
// `<key>:u<user id>`, so another user on the same browser never sees them, and removed when that user signs out.

/** The keys the apps once kept without a user (dropped at every sign-out, so a shared computer keeps none). */
const UNKEYED_USER_KEYS = [
  'tabBar',
  'compare_list',
  'sample_ids',
  'customer_pick_list',
  'customer_list',
  'search_keyword_list',
  'permissions',
  'TIMSET',
];

/** The signed-in user's id, read from the stored session (0: nobody), so modules may read it at load. */
export function storedUserId(from: KeyValueStorage = storage): number {
  try {
    const raw = JSON.parse(from.getItem('user_info') ?? 'null') as { value?: { user_id?: unknown } } | null;
    const id = raw?.value?.user_id;
    return typeof id === 'number' && Number.isInteger(id) && id > 0 ? id : 0;
  } catch {
    return 0;
  }
}

const userKey = (key: string, userId: number) => `${key}:u${userId}`;

/** A value kept for the signed-in user (null when signed out or none kept). */
export function loadUserLocal<T>(key: string, isValid: (value: unknown) => value is T): T | null {
  const userId = storedUserId();
  return userId ? readStored(storage, userKey(key, userId), isValid) : null;
}

/** Keeps a value for the signed-in user; signed out, nothing is kept. */
export function saveUserLocal(key: string, value: unknown): void {
  const userId = storedUserId();
  if (userId) writeStored(storage, userKey(key, userId), value);
}

const resetListeners = new Set<() => void>();

/**
 * Calls `reset` whenever the signed-in user changes (sign-out, another sign-in): a store holding a user's
 * data in memory starts again from what is kept for the new user.
 */
export function onUserChange(reset: () => void): () => void {
  resetListeners.add(reset);
  return () => void resetListeners.delete(reset);
}

/** Removes everything kept for the user (and the unkeyed keys of older versions). */
export function clearUserLocal(
  userId: number,
  from: KeyValueStorage & { key?(i: number): string | null; length?: number } = storage,
): void {
  const suffix = `:u${userId}`;
  const keys: string[] = [];
  if (userId && typeof from.key === 'function' && typeof from.length === 'number')
    for (let i = 0; i < from.length; i++) {
      const key = from.key(i);
      if (key?.endsWith(suffix)) keys.push(key);
    }
  for (const key of [...keys, ...UNKEYED_USER_KEYS]) from.removeItem(key);
}

/** The app session says the signed-in user changed: the stores reload what is kept for the new one. */
export function userChanged(): void {
  for (const reset of [...resetListeners]) reset();
}
