import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { SideToolbar } from './SideToolbar';

const base = { top: 200, onTopChange: vi.fn(), collapsed: false, onCollapsedChange: vi.fn(), onBackToTop: vi.fn() };

describe('SideToolbar', () => {
  it('shows back to top only past the threshold', () => {
    const { rerender } = render(<SideToolbar {...base} scrollTop={499} />);
    expect(screen.queryByRole('button', { name: /顶部/ })).toBeNull();
    rerender(<SideToolbar {...base} scrollTop={500} />);
    expect(screen.getByRole('button', { name: /顶部/ })).toBeInTheDocument();
  });

  it('collapses and moves with the keyboard', async () => {
    const onCollapsedChange = vi.fn();
    const onTopChange = vi.fn();
    render(
      <SideToolbar
        {...base}
        onTopChange={onTopChange}
        onCollapsedChange={onCollapsedChange}
        scrollTop={0}
        cartCount={120}
      />,
    );
    expect(screen.getByText('99+')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /收起/ }));
    expect(onCollapsedChange).toHaveBeenCalledWith(true);
    screen.getByRole('button', { name: /拖动工具栏/ }).focus();
    await userEvent.keyboard('{ArrowDown}');
    expect(onTopChange).toHaveBeenCalledWith(220);
  });
});
