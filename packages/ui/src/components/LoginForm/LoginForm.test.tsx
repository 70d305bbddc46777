import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { LoginForm } from './LoginForm';

describe('LoginForm', () => {
  it('submits phone and password', async () => {
    const onPasswordLogin = vi.fn();
    render(<LoginForm onPasswordLogin={onPasswordLogin} onCodeLogin={vi.fn()} onSendCode={vi.fn()} />);
    await userEvent.type(screen.getByLabelText(/手机号/, { selector: 'input' }), ' 13800000001 ');
    await userEvent.type(screen.getByLabelText(/密码/, { selector: 'input' }), 'demo123456');
    await userEvent.click(screen.getByRole('button', { name: '登录' }));
    expect(onPasswordLogin).toHaveBeenCalledWith('13800000001', 'demo123456');
  });

  it('counts down 60 s after a code is sent and submits the code', async () => {
    const onSendCode = vi.fn(async () => 60);
    const onCodeLogin = vi.fn();
    render(
      <LoginForm defaultMode="code" onPasswordLogin={vi.fn()} onCodeLogin={onCodeLogin} onSendCode={onSendCode} />,
    );
    const send = screen.getByRole('button', { name: '获取验证码' });
    expect(send).toBeDisabled();
    await userEvent.type(screen.getByLabelText(/手机号/, { selector: 'input' }), '13800000001');
    await userEvent.click(send);
    // The countdown starts at the 60 s the send answered (a busy machine may have ticked a few seconds already)
    // and goes down.
    const resend = await screen.findByRole('button', { name: /^\d+秒后重发$/ });
    expect(resend).toBeDisabled();
    const secondsLeft = () => Number(/^(\d+)秒/.exec(resend.textContent ?? '')?.[1]);
    const first = secondsLeft();
    expect(first).toBeLessThanOrEqual(60);
    expect(first).toBeGreaterThan(0);
    await waitFor(() => expect(secondsLeft()).toBeLessThan(first));
    await userEvent.type(screen.getByLabelText(/验证码/, { selector: 'input' }), '123456');
    await userEvent.click(screen.getByRole('button', { name: '登录' }));
    expect(onCodeLogin).toHaveBeenCalledWith('13800000001', '123456');
  });

  it('shows the error as an alert', () => {
    render(<LoginForm error="手机号或密码错误" onPasswordLogin={vi.fn()} onCodeLogin={vi.fn()} onSendCode={vi.fn()} />);
    expect(screen.getByRole('alert')).toHaveTextContent('手机号或密码错误');
  });

  it("shows a rejected sign-in's message and keeps the form", async () => {
    const onPasswordLogin = vi.fn(async () => {
      throw new Error('手机号或密码错误');
    });
    render(<LoginForm onPasswordLogin={onPasswordLogin} onCodeLogin={vi.fn()} onSendCode={vi.fn()} />);
    await userEvent.type(screen.getByLabelText(/手机号/), '13800000001');
    await userEvent.type(screen.getByLabelText(/^密码/, { selector: 'input' }), 'bad');
    await userEvent.click(screen.getByRole('button', { name: '登录' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('手机号或密码错误');
    expect(screen.getByRole('button', { name: '登录' })).toBeEnabled();
  });

  it('shows a refused code request and starts no countdown', async () => {
    const onSendCode = vi.fn(async () => {
      throw new Error('验证码发送过于频繁，请1分钟后再试');
    });
    render(<LoginForm defaultMode="code" onPasswordLogin={vi.fn()} onCodeLogin={vi.fn()} onSendCode={onSendCode} />);
    await userEvent.type(screen.getByLabelText(/手机号/), '13800000001');
    await userEvent.click(screen.getByRole('button', { name: '获取验证码' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('验证码发送过于频繁');
    expect(screen.getByRole('button', { name: '获取验证码' })).toBeEnabled();
  });
});
