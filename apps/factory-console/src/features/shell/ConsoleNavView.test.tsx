import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ConsoleNavView } from './ConsoleNavView';

const items = [
  { path: '/', label: '工作台' },
  { path: '/products', label: '产品' },
  { path: '/inquiries', label: '收到的询价', count: 3 },
];

describe('ConsoleNavView', () => {
  it('links every screen by its real address and marks the one shown, also on its sub-pages', () => {
    render(
      <ConsoleNavView
        companyName="星辉玩具厂"
        nickname="林志强"
        items={items}
        current="/products/12"
        base="/factory/"
        onNavigate={() => undefined}
      />,
    );
    expect(screen.getByRole('link', { name: '产品' })).toHaveAttribute('href', '/factory/products');
    expect(screen.getByRole('link', { name: '产品' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: '工作台' })).not.toHaveAttribute('aria-current');
  });

  it('navigates inside the app on a plain click and leaves a modifier click to the browser', () => {
    const onNavigate = vi.fn();
    render(
      <ConsoleNavView
        companyName="星辉玩具厂"
        nickname="林志强"
        items={items}
        current="/"
        base="/factory/"
        onNavigate={onNavigate}
      />,
    );
    const link = screen.getByRole('link', { name: /收到的询价/ });
    expect(fireEvent.click(link)).toBe(false);
    expect(onNavigate).toHaveBeenCalledWith('/inquiries');
    expect(fireEvent.click(link, { ctrlKey: true })).toBe(true);
    expect(onNavigate).toHaveBeenCalledTimes(1);
  });
});
