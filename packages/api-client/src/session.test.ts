import { describe, expect, it, vi } from 'vitest';
import { createSession, readStored, type SessionState, STORAGE_VERSION, writeStored } from './session';

function memoryStorage(initial: Record<string, string> = {}) {
  const map = new Map(Object.entries(initial));
  return {
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => void map.set(k, v),
    removeItem: (k: string) => void map.delete(k),
    map,
  };
}

const user = { token: 't1', nickname: '王建国', user_type: 0 } as never;

describe('versioned local storage (spec §3 Stored locally)', () => {
  const isNumber = (v: unknown): v is number => typeof v === 'number';

  it('round-trips a value with its version', () => {
    const storage = memoryStorage();
    writeStored(storage, 'zoom', 120);
    expect(JSON.parse(storage.map.get('zoom') ?? '')).toEqual({ v: STORAGE_VERSION, value: 120 });
    expect(readStored(storage, 'zoom', isNumber)).toBe(120);
  });

  it.each([
    ['not json'],
    ['"120"'],
    [JSON.stringify({ v: 0, value: 120 })],
    [JSON.stringify({ v: STORAGE_VERSION, value: 'x' })],
  ])('drops %s instead of crashing', (raw) => {
    const storage = memoryStorage({ zoom: raw });
    expect(readStored(storage, 'zoom', isNumber)).toBeNull();
    expect(storage.map.has('zoom')).toBe(false);
  });
});

describe('createSession (§4 Login)', () => {
  const fetchOk = (data: unknown) =>
    vi.fn(async () => new Response(JSON.stringify({ code: 0, msg: '', data }))) as unknown as typeof fetch;

  it('persists token and user info on login and restores them', async () => {
    const storage = memoryStorage();
    const state: SessionState = { token: null, user: null };
    const session = createSession({ baseUrl: 'http://x', storage, state, fetch: fetchOk(user) });
    await session.login({ phone: '13800000001', password: 'demo123456' });
    expect(state).toMatchObject({ token: 't1', user: { nickname: '王建国' } });
    const restored: SessionState = { token: null, user: null };
    createSession({ baseUrl: 'http://x', storage, state: restored });
    expect(restored.token).toBe('t1');
  });

  it('a missing token clears the stored user info', () => {
    const storage = memoryStorage();
    writeStored(storage, 'user_info', user);
    const state: SessionState = { token: null, user: null };
    createSession({ baseUrl: 'http://x', storage, state });
    expect(state.user).toBeNull();
    expect(storage.map.has('user_info')).toBe(false);
  });

  it('drops the session on -99 and calls onSessionInvalid', async () => {
    const storage = memoryStorage();
    writeStored(storage, 'token', 't1');
    writeStored(storage, 'user_info', user);
    const state: SessionState = { token: null, user: null };
    const onSessionInvalid = vi.fn();
    const fetch = vi.fn(async () => new Response(JSON.stringify({ code: -99, msg: '', data: null })));
    const session = createSession({ baseUrl: 'http://x', storage, state, onSessionInvalid, fetch: fetch as never });
    await expect(session.refresh()).rejects.toBeTruthy();
    expect(state.token).toBeNull();
    expect(storage.map.size).toBe(0);
    expect(onSessionInvalid).toHaveBeenCalledOnce();
  });

  it('logout clears the session even when the server call fails', async () => {
    const storage = memoryStorage();
    writeStored(storage, 'token', 't1');
    writeStored(storage, 'user_info', user);
    const state: SessionState = { token: null, user: null };
    const fetch = vi.fn(async () => new Response('oops', { status: 500 }));
    const session = createSession({ baseUrl: 'http://x', storage, state, fetch: fetch as never });
    await expect(session.logout()).rejects.toBeTruthy();
    expect(state.user).toBeNull();
  });
});
