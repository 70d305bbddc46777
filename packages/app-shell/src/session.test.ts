import { api, CODE, SESSION_KEYS, writeStored } from '@wanju/api-client';
import { MSG } from '@wanju/domain';
import { toast } from '@wanju/ui';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createAppSession, headerUser } from './session';
import { memoryStorage } from './storage';

vi.mock('@wanju/ui', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

const user = { token: 't1', nickname: '王建国', user_type: 1, company_name: '深圳市环球优品贸易有限公司' };

/** Answers every call with the envelope `answer(path)` gives, and records the paths called. */
function serve(answer: (path: string) => { code: number; msg: string; data?: unknown }) {
  const paths: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: Request | string) => {
      const path = new URL(typeof input === 'string' ? input : input.url).pathname;
      paths.push(path);
      return new Response(JSON.stringify({ data: null, ...answer(path) }), {
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  return paths;
}

function signedIn() {
  const storage = memoryStorage();
  writeStored(storage, SESSION_KEYS.token, user.token);
  writeStored(storage, SESSION_KEYS.user, user);
  return storage;
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

describe('createAppSession', () => {
  it('restores the stored token and user info at start', () => {
    const app = createAppSession({ storage: signedIn(), baseUrl: 'http://test/' });
    expect(app.sessionState.token).toBe('t1');
    expect(app.sessionState.user?.nickname).toBe('王建国');
  });

  it('a -99 answer drops the session, clears storage and sends the user home (§8)', async () => {
    const storage = signedIn();
    const app = createAppSession({ storage, baseUrl: 'http://test/', home: '/' });
    const goHome = vi.fn();
    app.navigation.goHome = goHome;
    serve(() => ({ code: CODE.sessionInvalid, msg: '登录已失效' }));
    await expect(app.client.call(api.account.getUserDetail, { reset: 1 })).rejects.toThrow();
    expect(app.sessionState).toEqual({ token: null, user: null });
    expect(storage.getItem(SESSION_KEYS.token)).toBeNull();
    expect(storage.getItem(SESSION_KEYS.user)).toBeNull();
    expect(goHome).toHaveBeenCalledOnce();
    expect(toast.error).not.toHaveBeenCalled();
  });

  it('without a home page a -99 answer only signs out (the app shows its sign-in form)', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    const app = createAppSession({ storage: signedIn(), baseUrl: 'http://test/' });
    serve(() => ({ code: CODE.sessionInvalid, msg: '登录已失效' }));
    await expect(app.session.refresh()).rejects.toThrow();
    expect(app.sessionState.user).toBeNull();
    expect(assign).not.toHaveBeenCalled();
  });

  it("keeps the free user's daily-limit message for the shell instead of toasting it", async () => {
    const app = createAppSession({ storage: memoryStorage(), baseUrl: 'http://test/' });
    serve(() => ({ code: CODE.freeLimit, msg: '今日免费搜索次数已用完' }));
    await expect(app.loadPublicConfig()).resolves.toBeUndefined();
    expect(app.freeLimitState.message).toBe('今日免费搜索次数已用完');
    expect(toast.error).not.toHaveBeenCalled();
  });

  it("toasts the server's message of any other failure", async () => {
    const app = createAppSession({ storage: memoryStorage(), baseUrl: 'http://test/' });
    serve(() => ({ code: 1, msg: '参数错误' }));
    await app.loadPublicConfig();
    expect(toast.error).toHaveBeenCalledWith('参数错误');
    expect(app.publicConfig.error).toBe(true);
  });

  it('start refreshes the user when a token is stored, then loads the public config when asked (§7)', async () => {
    const app = createAppSession({ storage: signedIn(), baseUrl: 'http://test/' });
    const config = { showroom_list: [] };
    const paths = serve((path) => ({
      code: 0,
      msg: '',
      data: path.includes('user') ? { ...user, nickname: '新' } : config,
    }));
    await app.start({ publicConfig: true });
    expect(paths).toEqual([api.account.getUserDetail.path, api.system.getPublicConfig.path]);
    expect(app.sessionState.user?.nickname).toBe('新');
    expect(app.publicConfig).toEqual({ value: config, error: false });
  });

  it('start without a token and without the public config calls nothing', async () => {
    const app = createAppSession({ storage: memoryStorage(), baseUrl: 'http://test/' });
    const paths = serve(() => ({ code: 0, msg: '' }));
    await app.start();
    expect(paths).toEqual([]);
  });

  it('logout drops the session and says so', async () => {
    const app = createAppSession({ storage: signedIn(), baseUrl: 'http://test/' });
    serve(() => ({ code: 0, msg: '' }));
    await app.logout();
    expect(app.sessionState.token).toBeNull();
    expect(toast.success).toHaveBeenCalledWith(MSG.logoutSuccess);
  });

  it('logout drops the local session even when the server fails, without a toast of its own', async () => {
    const app = createAppSession({ storage: signedIn(), baseUrl: 'http://test/' });
    serve(() => ({ code: 1, msg: '服务器繁忙' }));
    await expect(app.logout()).rejects.toThrow();
    expect(app.sessionState.token).toBeNull();
    expect(toast.success).not.toHaveBeenCalled();
    expect(toast.error).not.toHaveBeenCalled();
  });
});

describe('headerUser', () => {
  it("shows the nickname, the account type's label and the company", () => {
    expect(headerUser(user as never)).toEqual({
      nickname: '王建国',
      userTypeLabel: expect.any(String),
      companyName: '深圳市环球优品贸易有限公司',
    });
    expect(headerUser(null)).toBeNull();
  });
  it('calls a member by their role and a user without a company a free user, never 主账号', () => {
    expect(headerUser({ ...user, company_id: 3, user_type: 0 } as never)?.userTypeLabel).toBe('主账号');
    expect(headerUser({ ...user, company_id: 3, user_type: 1 } as never)?.userTypeLabel).toBe('业务员');
    const free = { ...user, company_name: '', company_id: 0, user_type: 0, company_type: 0, is_chvip: 0 };
    expect(headerUser(free as never)?.userTypeLabel).toBe('免费用户');
  });
});
