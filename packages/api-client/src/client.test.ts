import { MSG } from '@wanju/domain';
import { describe, expect, it, vi } from 'vitest';
import { ApiError, createApiClient } from './client';
import { api } from './contract/index';
import { CODE } from './envelope';

function fakeFetch(answer: (request: Request) => Response | Promise<Response>) {
  const seen: Request[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    seen.push(request);
    return answer(request);
  });
  return { fetch: fetch as unknown as typeof globalThis.fetch, seen };
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function client(answer: Parameters<typeof fakeFetch>[0], token: string | null = 'tok') {
  const { fetch, seen } = fakeFetch(answer);
  const callbacks = { onSessionInvalid: vi.fn(), onFreeLimit: vi.fn(), onError: vi.fn() };
  const c = createApiClient({ baseUrl: 'http://api.test', getToken: () => token, fetch, ...callbacks });
  return { c, seen, ...callbacks };
}

describe('createApiClient: the envelope rules of spec §7, §8', () => {
  it('POSTs JSON with the token header and resolves with data on code 0', async () => {
    const { c, seen } = client(() => json({ code: 0, msg: 'ok', data: { keyword: ['积木'] } }));
    const data = await c.call(api.system.getEnum, { kind: 'battery' });
    expect(data).toEqual({ keyword: ['积木'] });
    expect(seen[0]?.method).toBe('POST');
    expect(seen[0]?.url).toBe('http://api.test/api/system/get_enum');
    expect(seen[0]?.headers.get('token')).toBe('tok');
    expect(await seen[0]?.json()).toEqual({ kind: 'battery' });
  });

  it('sends no token header when signed out', async () => {
    const { c, seen } = client(() => json({ code: 0, msg: '', data: null }), null);
    await c.call(api.system.getEnum, {});
    expect(seen[0]?.headers.has('token')).toBe(false);
  });

  it('code -99 calls onSessionInvalid and rejects without a toast', async () => {
    const { c, onSessionInvalid, onError } = client(() => json({ code: -99, msg: '登录失效', data: null }));
    await expect(c.call(api.system.getEnum, {})).rejects.toMatchObject({ code: -99, handled: true });
    expect(onSessionInvalid).toHaveBeenCalledOnce();
    expect(onError).not.toHaveBeenCalled();
  });

  it.each([MSG.freeSearchLimit, MSG.freeTimesUsedUp])('the free-limit message %s opens the prompt', async (msg) => {
    const { c, onFreeLimit, onError } = client(() => json({ code: 1, msg, data: null }));
    await expect(c.call(api.system.getEnum, {})).rejects.toBeInstanceOf(ApiError);
    expect(onFreeLimit).toHaveBeenCalledWith(msg);
    expect(onError).not.toHaveBeenCalled();
  });

  it('another code shows the msg as an error toast', async () => {
    const { c, onError } = client(() => json({ code: 1, msg: '删除失败', data: null }));
    await expect(c.call(api.system.getEnum, {})).rejects.toMatchObject({ msg: '删除失败', handled: true });
    expect(onError).toHaveBeenCalledWith('删除失败');
  });

  it('needError hands the error body to the caller and shows no toast', async () => {
    const { c, onError } = client(() => json({ code: 7, msg: '加入选样车失败', data: { exists: 3 } }));
    await expect(c.call(api.system.getEnum, {}, { needError: true })).rejects.toMatchObject({
      code: 7,
      msg: '加入选样车失败',
      data: { exists: 3 },
      handled: false,
    });
    expect(onError).not.toHaveBeenCalled();
  });

  it('silent calls show no toast', async () => {
    const { c, onError } = client(() => json({ code: 1, msg: 'x', data: null }));
    await expect(c.call(api.system.getEnum, {}, { silent: true })).rejects.toBeInstanceOf(ApiError);
    expect(onError).not.toHaveBeenCalled();
  });

  it('reads the envelope of an HTTP 400 answer', async () => {
    const { c, onError } = client(() => json({ code: CODE.badRequest, msg: '参数错误：phone', data: null }, 400));
    await expect(c.call(api.system.getEnum, {})).rejects.toMatchObject({ code: 400 });
    expect(onError).toHaveBeenCalledWith('参数错误：phone');
  });

  it('a non-JSON answer becomes a server error', async () => {
    const { c, onError } = client(() => new Response('<html>bad gateway</html>', { status: 502 }));
    await expect(c.call(api.system.getEnum, {})).rejects.toMatchObject({ code: CODE.serverError });
    expect(onError).toHaveBeenCalledWith(MSG.serverError);
  });

  it("rejects with 'timeout' when the answer takes longer than the timeout", async () => {
    const { fetch } = fakeFetch(
      (request) =>
        new Promise((_, reject) => request.signal.addEventListener('abort', () => reject(request.signal.reason))),
    );
    const c = createApiClient({ baseUrl: 'http://api.test', getToken: () => null, fetch, timeout: 20 });
    await expect(c.call(api.system.getEnum, {})).rejects.toMatchObject({ message: 'timeout' });
  });

  it('gives an upload its own, longer timeout', async () => {
    const { fetch } = fakeFetch(
      () => new Promise((resolve) => setTimeout(() => resolve(Response.json({ code: 0, msg: '', data: {} })), 80)),
    );
    const c = createApiClient({
      baseUrl: 'http://api.test',
      getToken: () => null,
      fetch,
      timeout: 20,
      uploadTimeout: 2000,
    });
    await expect(c.call(api.system.getEnum, {})).rejects.toMatchObject({ message: 'timeout' });
    await expect(c.upload(api.system.getEnum, new FormData())).resolves.toEqual({});
  });
});
