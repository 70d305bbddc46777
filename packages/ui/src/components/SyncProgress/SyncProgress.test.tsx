import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SyncProgress } from './SyncProgress';

describe('SyncProgress', () => {
  it('shows each phase', () => {
    const { rerender } = render(<SyncProgress phase="connecting" />);
    expect(screen.getByRole('progressbar', { name: '服务器连接中，请耐心等候' })).toBeInTheDocument();
    rerender(<SyncProgress phase="syncing" percent={40} />);
    expect(screen.getByRole('progressbar', { name: '正在同步报价单' })).toHaveAttribute('aria-valuenow', '40');
    rerender(<SyncProgress phase="error" message="IP地址错误，请重启服务器或联系我们这边客服" />);
    expect(screen.getByRole('alert')).toHaveTextContent('IP地址错误');
  });
});
