import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { TabBar } from './TabBar';

const tabs = [
  { path: '/index', title: '首页' },
  { path: '/new_arrivals', title: '新品' },
  { path: '/sample_car', title: '选样车' },
];

function setup() {
  const props = { onSelect: vi.fn(), onClose: vi.fn(), onCloseAll: vi.fn(), onCloseOthers: vi.fn() };
  render(<TabBar tabs={tabs} activePath="/new_arrivals" {...props} />);
  return props;
}

describe('TabBar', () => {
  it('marks the active tab and selects on click', async () => {
    const p = setup();
    expect(screen.getByRole('button', { name: '新品' })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(screen.getByRole('button', { name: '选样车' }));
    expect(p.onSelect).toHaveBeenCalledWith('/sample_car');
  });

  it('home has no close button; others close', async () => {
    const p = setup();
    expect(screen.queryByRole('button', { name: '关闭 首页' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: '关闭 选样车' }));
    expect(p.onClose).toHaveBeenCalledWith('/sample_car');
    expect(p.onSelect).not.toHaveBeenCalled();
  });

  it('moves with arrow keys and closes with Delete', async () => {
    const p = setup();
    screen.getByRole('button', { name: '新品' }).focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(p.onSelect).toHaveBeenCalledWith('/sample_car');
    await userEvent.keyboard('{Delete}');
    expect(p.onClose).toHaveBeenCalledWith('/new_arrivals');
  });

  it('closes all and others from the menu', async () => {
    const p = setup();
    await userEvent.click(screen.getByRole('button', { name: '标签操作' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: '关闭其他' }));
    expect(p.onCloseOthers).toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: '标签操作' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: '关闭全部' }));
    expect(p.onCloseAll).toHaveBeenCalled();
  });
});
