import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { AppHeader } from './AppHeader';

describe('AppHeader', () => {
  it('shows 登录 and 注册 when signed out', async () => {
    const onLogin = vi.fn();
    render(<AppHeader user={null} onLogin={onLogin} />);
    expect(screen.getByText('玩具采购平台')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '登录' }));
    expect(onLogin).toHaveBeenCalledOnce();
    expect(screen.getByRole('button', { name: '注册' })).toBeInTheDocument();
  });

  it('shows the nickname and user-type badge, and logs out from the user menu', async () => {
    const onLogout = vi.fn();
    const onUserMenuAction = vi.fn();
    render(
      <AppHeader
        user={{ nickname: '王经理', userTypeLabel: '主账号' }}
        onLogout={onLogout}
        onUserMenuAction={onUserMenuAction}
      />,
    );
    expect(screen.getByText('主账号')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /王经理/ }));
    await userEvent.click(await screen.findByRole('menuitem', { name: '个人设置' }));
    expect(onUserMenuAction).toHaveBeenCalledWith('settings');
    await userEvent.click(screen.getByRole('button', { name: /王经理/ }));
    await userEvent.click(await screen.findByRole('menuitem', { name: '退出' }));
    expect(onLogout).toHaveBeenCalledOnce();
  });

  it('shows only the menu entries the app handles: without other actions, 退出 alone', async () => {
    render(<AppHeader user={{ nickname: '李厂长' }} onLogout={vi.fn()} />);
    await userEvent.click(screen.getByRole('button', { name: /李厂长/ }));
    await screen.findByRole('menuitem', { name: '退出' });
    expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['退出']);
  });

  it('shows the New-Year logo inside the date window only', () => {
    const window = { start: new Date('2026-02-10'), end: new Date('2026-02-25') };
    const { container, rerender } = render(
      <AppHeader user={null} festiveWindow={window} now={new Date('2026-02-15')} />,
    );
    expect(container.querySelector('header')).toHaveAttribute('data-festive', 'true');
    rerender(<AppHeader user={null} festiveWindow={window} now={new Date('2026-03-01')} />);
    expect(container.querySelector('header')).not.toHaveAttribute('data-festive');
  });

  it('shows the bell with 99+ when signed in', () => {
    render(<AppHeader user={{ nickname: '王经理' }} unreadCount={300} onBell={() => {}} />);
    expect(screen.getByText('99+')).toBeInTheDocument();
  });
});
