import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionState } from '../../app/session';
import { LoginPage } from './LoginPage';

function renderAt() {
  const router = createMemoryRouter(
    [
      { path: '/login', element: <LoginPage /> },
      { path: '/', element: <p>首页</p> },
    ],
    { initialEntries: ['/login'] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

const answer = (body: unknown) =>
  new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('LoginPage', () => {
  it('stores token and user info and goes home after a successful sign-in', async () => {
    const user = { token: 'abc', nickname: '王建国', user_type: 0, company_id: 1 };
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => answer({ code: 0, msg: '成功', data: user })),
    );
    const router = renderAt();
    await userEvent.type(screen.getByLabelText(/手机号/), '13800000001');
    await userEvent.type(screen.getByLabelText(/^密码/, { selector: 'input' }), 'demo123456');
    await userEvent.click(screen.getByRole('button', { name: '登录' }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/'), { timeout: 10_000 });
    expect(sessionState.user?.nickname).toBe('王建国');
    expect(JSON.parse(localStorage.getItem('token') ?? '{}').value).toBe('abc');
  });

  it("shows the server's message and stays on the page when refused", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => answer({ code: 1, msg: '手机号或密码错误', data: null })),
    );
    const router = renderAt();
    await userEvent.type(screen.getByLabelText(/手机号/), '13800000001');
    await userEvent.type(screen.getByLabelText(/^密码/, { selector: 'input' }), 'bad');
    await userEvent.click(screen.getByRole('button', { name: '登录' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('手机号或密码错误');
    expect(router.state.location.pathname).toBe('/login');
  });
});
