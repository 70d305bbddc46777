import { SESSION_KEYS, writeStored } from '@wanju/api-client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { pagedList } from './pagedList';
import { createAppSession } from './session';
import { clearUserLocal, loadUserLocal, onUserChange, saveLocal, saveUserLocal, storedUserId } from './storage';

vi.mock('@wanju/ui', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

const isIds = (v: unknown): v is number[] => Array.isArray(v) && v.every((x) => typeof x === 'number');
const userOf = (id: number) => ({ token: `t${id}`, user_id: id, company_id: 0, nickname: `用户${id}`, user_type: 1 });

function signIn(id: number) {
  writeStored(localStorage, SESSION_KEYS.token, `t${id}`);
  writeStored(localStorage, SESSION_KEYS.user, userOf(id));
}

afterEach(() => {
  localStorage.clear();
  vi.unstubAllGlobals();
});

describe('what the apps keep for a user on a shared computer', () => {
  it('is kept under the signed-in user: another user sees none of it, nobody signed in keeps nothing', () => {
    signIn(1);
    expect(storedUserId()).toBe(1);
    saveUserLocal('compare_list', [4, 5]);
    expect(loadUserLocal('compare_list', isIds)).toEqual([4, 5]);
    expect(localStorage.getItem('compare_list')).toBeNull();
    signIn(2);
    expect(loadUserLocal('compare_list', isIds)).toBeNull();
    localStorage.clear();
    saveUserLocal('compare_list', [6]);
    expect(localStorage.length).toBe(0);
  });

  it("clearing removes that user's values and the unkeyed ones of older versions, not another's or the device's", () => {
    signIn(1);
    saveUserLocal('tabBar', { tabs: [] });
    saveUserLocal('compare_list', [1]);
    signIn(2);
    saveUserLocal('tabBar', { tabs: [] });
    localStorage.setItem('compare_list', '{"v":1,"value":[9]}');
    saveLocal('zoom_scale', 120);
    clearUserLocal(1);
    expect(localStorage.getItem('tabBar:u1')).toBeNull();
    expect(localStorage.getItem('compare_list:u1')).toBeNull();
    expect(localStorage.getItem('compare_list')).toBeNull();
    expect(localStorage.getItem('tabBar:u2')).not.toBeNull();
    expect(localStorage.getItem('zoom_scale')).not.toBeNull();
  });

  it("signing out clears the user's tabs, comparison and cached lists; the stores start again for the next user", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify({ code: 0, msg: '成功', data: null }))),
    );
    signIn(1);
    const app = createAppSession();
    saveUserLocal('tabBar', { tabs: [{ path: '/chooses', title: '选品单' }], activePath: '/chooses' });
    saveUserLocal('compare_list', [1, 2]);
    const resets = vi.fn();
    const stop = onUserChange(resets);
    const list = pagedList(async () => ({ list: [{ id: 1 }], total: 1 }), { keyword: '' });
    await list.load();
    list.list.filter.keyword = '样品';
    expect(list.list.rows).toHaveLength(1);

    await app.logout();
    await vi.waitFor(() => expect(resets).toHaveBeenCalledTimes(1));
    expect(localStorage.getItem('tabBar:u1')).toBeNull();
    expect(localStorage.getItem('compare_list:u1')).toBeNull();
    expect(list.list.rows).toHaveLength(0);
    expect(list.list.filter.keyword).toBe('');

    // another user signs in on the same browser: the stores load what is kept for them (nothing yet)
    app.session.set(userOf(2) as unknown as Parameters<typeof app.session.set>[0]);
    await vi.waitFor(() => expect(resets).toHaveBeenCalledTimes(2));
    expect(loadUserLocal('compare_list', isIds)).toBeNull();
    stop();
  });
});
