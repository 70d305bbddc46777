import { ApiError, CODE, createApiClient, type KioskCatalogue, kioskEndpoints } from '@wanju/api-client';
import { apiBaseUrl } from '@wanju/app-shell';
import { proxy } from 'valtio';
import type { Lang } from './i18n';

/**
 * The kiosk's state: its device token (no person's session), the cached catalogue of its showroom, what the
 * visitor is looking at, and the visitor's list. Lists made offline wait in a queue in localStorage and are
 * sent when the network is back.
 */

const TOKEN_KEY = 'wanju.kiosk.device';
const QUEUE_KEY = 'wanju.kiosk.queue';
const CACHE_NAME = 'wanju-kiosk-catalogue';
const CACHE_URL = 'kiosk-catalogue.json';

export type Screen = 'attract' | 'browse' | 'product' | 'list' | 'camera';
export interface Queued {
  client_key: string;
  ids: number[];
}

export const kiosk = proxy({
  token: localStorage.getItem(TOKEN_KEY) ?? '',
  lang: 'zh' as Lang,
  online: navigator.onLine,
  catalogue: null as KioskCatalogue | null,
  loadState: 'idle' as 'idle' | 'loading' | 'ready' | 'error',
  screen: 'attract' as Screen,
  productId: 0,
  filter: {
    keyword: '',
    floor: null as string | null,
    boothId: null as number | null,
    categoryId: null as number | null,
  },
  imageIds: null as number[] | null,
  list: [] as number[],
  /** the stored list's share link */
  share: null as { token: string; expires_at: number } | null,
  /** the client key of the current list while it waits in the queue */
  queuedKey: null as string | null,
  signInError: null as string | null,
  busy: false,
});

export const client = createApiClient({
  baseUrl: apiBaseUrl(),
  getToken: () => null,
  onSessionInvalid: () => void signOut(),
});

const readQueue = (): Queued[] => {
  try {
    return JSON.parse(localStorage.getItem(QUEUE_KEY) ?? '[]') as Queued[];
  } catch {
    return [];
  }
};
const writeQueue = (queue: Queued[]) => localStorage.setItem(QUEUE_KEY, JSON.stringify(queue));

async function cached(): Promise<KioskCatalogue | null> {
  try {
    const response = await (await caches.open(CACHE_NAME)).match(CACHE_URL);
    return response ? ((await response.json()) as KioskCatalogue) : null;
  } catch {
    return null;
  }
}

/** The service worker's picture cache (vite.config.ts names it). */
const PICTURE_CACHE = 'wanju-kiosk-pictures';

/**
 * Resolves true once a service worker controls the page, so its picture cache sees the page's fetches (on the
 * very first start the worker takes control only after it installed); false without one within 15 s.
 */
function controlled(): Promise<boolean> {
  const sw = typeof navigator === 'undefined' ? undefined : navigator.serviceWorker;
  if (!sw) return Promise.resolve(false);
  if (sw.controller) return Promise.resolve(true);
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(false), 15_000);
    sw.addEventListener(
      'controllerchange',
      () => {
        clearTimeout(timer);
        resolve(true);
      },
      { once: true },
    );
  });
}

/** Fetches every picture not yet cached, once, so the service worker's cache holds them for offline browsing. */
async function warmPictures(catalogue: KioskCatalogue) {
  if (!(await controlled())) return;
  const cache = await caches.open(PICTURE_CACHE);
  const urls = [...new Set(catalogue.products.flatMap((p) => [p.thumb, ...p.pictures]).filter(Boolean))];
  for (let i = 0; i < urls.length; i += 8) {
    if (!kiosk.online) return;
    await Promise.all(
      urls.slice(i, i + 8).map(async (u) => {
        if (!(await cache.match(u))) await fetch(u).catch(() => undefined);
      }),
    );
  }
}

/** The cached catalogue first (a fast, offline start), then the server's when reachable. */
export async function loadCatalogue(): Promise<void> {
  if (!kiosk.token) return;
  kiosk.loadState = kiosk.catalogue ? 'ready' : 'loading';
  if (!kiosk.catalogue) {
    const local = await cached();
    if (local?.showroom) {
      kiosk.catalogue = local;
      kiosk.loadState = 'ready';
    }
  }
  try {
    const fresh = await client.call(kioskEndpoints.getCatalogue, { device_token: kiosk.token }, { silent: true });
    kiosk.catalogue = fresh;
    kiosk.loadState = 'ready';
    await (await caches.open(CACHE_NAME)).put(
      CACHE_URL,
      new Response(JSON.stringify(fresh), { headers: { 'content-type': 'application/json' } }),
    );
    void warmPictures(fresh);
  } catch (error) {
    if (error instanceof ApiError && error.code === CODE.sessionInvalid) return;
    if (!kiosk.catalogue) kiosk.loadState = 'error';
  }
}

export async function signIn(code: string): Promise<void> {
  kiosk.busy = true;
  kiosk.signInError = null;
  try {
    const result = await client.call(kioskEndpoints.signIn, { code }, { needError: true });
    localStorage.setItem(TOKEN_KEY, result.device_token);
    kiosk.token = result.device_token;
    await loadCatalogue();
  } catch (error) {
    kiosk.signInError = error instanceof ApiError ? error.message : String(error);
  } finally {
    kiosk.busy = false;
  }
}

/** A revoked device stops: its token, cached catalogue and queue are dropped and the sign-in shows. */
export async function signOut(): Promise<void> {
  localStorage.removeItem(TOKEN_KEY);
  localStorage.removeItem(QUEUE_KEY);
  Object.assign(kiosk, {
    token: '',
    catalogue: null,
    loadState: 'idle',
    screen: 'attract',
    list: [],
    share: null,
    queuedKey: null,
  });
  await caches.delete(CACHE_NAME).catch(() => false);
}

/** Whether the device may still work (the operator may have revoked it). */
export async function checkDevice(): Promise<void> {
  if (!kiosk.token || !kiosk.online) return;
  await client.call(kioskEndpoints.check, { device_token: kiosk.token }, { silent: true }).catch(() => undefined);
}

/** The next visitor: an empty list and the attract screen. */
export function resetVisitor(): void {
  Object.assign(kiosk, {
    screen: 'attract',
    list: [],
    share: null,
    queuedKey: null,
    imageIds: null,
    filter: { keyword: '', floor: null, boothId: null, categoryId: null },
  });
}

export function toggleCollect(id: number): void {
  kiosk.list = kiosk.list.includes(id) ? kiosk.list.filter((x) => x !== id) : [...kiosk.list, id];
  kiosk.share = null;
}

const newKey = () => `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;

/** Stores the list for its QR code, or queues it when the network is down. */
export async function saveList(): Promise<void> {
  const item: Queued = { client_key: newKey(), ids: [...kiosk.list] };
  if (!item.ids.length) return;
  if (!kiosk.online) {
    writeQueue([...readQueue(), item]);
    kiosk.queuedKey = item.client_key;
    return;
  }
  kiosk.busy = true;
  try {
    kiosk.share = await client.call(kioskEndpoints.saveList, { device_token: kiosk.token, ...item });
  } catch (error) {
    if (!(error instanceof ApiError) || error.code === -1) {
      writeQueue([...readQueue(), item]);
      kiosk.queuedKey = item.client_key;
    }
  } finally {
    kiosk.busy = false;
  }
}

/** Sends the queued lists (each once: the server keys them by client_key). */
export async function flushQueue(): Promise<void> {
  const queue = readQueue();
  if (!queue.length || !kiosk.token) return;
  const left: Queued[] = [];
  for (const item of queue) {
    try {
      const share = await client.call(
        kioskEndpoints.saveList,
        { device_token: kiosk.token, ...item },
        { silent: true },
      );
      if (kiosk.queuedKey === item.client_key) Object.assign(kiosk, { share, queuedKey: null });
    } catch (error) {
      // a refused list (its products left the showroom) is dropped; a network failure waits
      if (!(error instanceof ApiError) || error.code === -1) left.push(item);
    }
  }
  writeQueue(left);
}

/** Image search within the showroom: the server's nearest products of this device's showroom. */
export async function searchPicture(blob: Blob): Promise<void> {
  const form = new FormData();
  form.append('device_token', kiosk.token);
  form.append('file', blob, 'photo.jpg');
  kiosk.busy = true;
  try {
    const { ids } = await client.upload(kioskEndpoints.searchImage, form);
    Object.assign(kiosk, { imageIds: ids, screen: 'browse' });
  } catch {
    kiosk.screen = 'browse';
  } finally {
    kiosk.busy = false;
  }
}

export function watchNetwork(): () => void {
  const on = () => {
    kiosk.online = true;
    void flushQueue();
    void loadCatalogue();
  };
  const off = () => {
    kiosk.online = false;
  };
  window.addEventListener('online', on);
  window.addEventListener('offline', off);
  return () => {
    window.removeEventListener('online', on);
    window.removeEventListener('offline', off);
  };
}
