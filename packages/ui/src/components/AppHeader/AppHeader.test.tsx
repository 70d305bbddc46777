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
    await userEvent.click(screen.getByRole('menuitem', { name: '个人设置' }));
    expect(onUserMenuAction).toHaveBeenCalledWith('settings');
    await userEvent.click(screen.getByRole('button', { name: /王经理/ }));
    await userEvent.click(screen.getByRole('menuitem', { name: '退出' }));
    expect(onLogout).toHaveBeenCalledOnce();
  });
});
