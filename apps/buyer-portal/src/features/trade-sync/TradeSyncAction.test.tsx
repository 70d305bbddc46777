import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { UiRoot } from '@wanju/ui';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TradeSyncAction } from './TradeSyncAction';

// The bridge's side is tried on loopback in syncClient.test.ts; here it answers 50 %, then done.
vi.mock('./syncClient', () => ({
  runSync: vi.fn(async (_run: unknown, options: { onState: (s: unknown) => void }) => {
    options.onState({ phase: 'syncing', host: '127.0.0.1', percent: 50, tip: '正在写入 1/2' });
    options.onState({ phase: 'done', host: '127.0.0.1', tip: '导入完成，共2款产品' });
    return { ok: true, host: '127.0.0.1', tip: '导入完成，共2款产品' };
  }),
}));

const payload = {
  request_id: 'r-1',
  software: 1,
  appkey: 'wj1',
  token: 't',
  hosts: ['192.168.1.20', '127.0.0.1'],
  account_name: 'sales01',
  title: '报价单 Q1',
  items: [],
};
const answer = (data: unknown) =>
  new Response(JSON.stringify({ code: 0, msg: '成功', data }), { headers: { 'content-type': 'application/json' } });

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('the sync button', () => {
  it('needs the account name; shows the progress until done, resets it 0.5 s later, saves the IP and the outcome', async () => {
    localStorage.setItem('user_info', JSON.stringify({ v: 1, value: { user_id: 9, nickname: 'x', user_type: 1 } }));
    const calls: { path: string; body: unknown }[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: Request | string, init?: RequestInit) => {
        const request = input instanceof Request ? input : new Request(input, init);
        const path = new URL(request.url).pathname;
        calls.push({ path, body: await request.clone().json() });
        return answer(
          path === '/api/quotation/sync' ? payload : path === '/api/quotation/sync_count' ? { count: 3 } : null,
        );
      }),
    );
    const user = userEvent.setup();
    render(
      <UiRoot>
        <TradeSyncAction source="quotation" sourceId={7} count={2} />
      </UiRoot>,
    );
    await user.click(screen.getByRole('button', { name: '同步到贸易系统' }));
    await user.click(await screen.findByRole('button', { name: '开始同步' }));
    expect(await screen.findByRole('textbox', { name: /同步的账号名称/ })).toHaveAttribute('aria-invalid', 'true');
    expect(calls).toEqual([]);

    await user.type(screen.getByRole('textbox', { name: /同步的账号名称/ }), 'sales01');
    const timers = vi.spyOn(window, 'setTimeout');
    await user.click(screen.getByRole('button', { name: '开始同步' }));
    await screen.findByText('导入完成，共2款产品', {}, { timeout: 3000 });
    // §4: the bar resets 0.5 s after done
    expect(timers.mock.calls.some(([, ms]) => ms === 500)).toBe(true);
    await waitFor(() => expect(screen.queryByRole('progressbar')).toBeNull(), { timeout: 3000 });
    timers.mockRestore();

    await vi.waitFor(() => expect(calls.map((c) => c.path)).toContain('/api/quotation/sync_count'));
    expect(calls).toEqual([
      { path: '/api/quotation/sync', body: { id: 7, account_name: 'sales01' } },
      { path: '/api/quotation/save_sync_ip', body: { ip: '127.0.0.1' } },
      {
        path: '/api/quotation/sync_count',
        body: { request_id: 'r-1', status: 'done', message: '导入完成，共2款产品' },
      },
    ]);
    // kept for the signed-in user only
    expect(JSON.parse(localStorage.getItem('wanju.tradeSync.accountName:u9') ?? '{}').value).toBe('sales01');
  });
});
