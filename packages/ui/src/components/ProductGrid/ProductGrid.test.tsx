import { fireEvent, render, screen } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sampleProducts } from '../../fixtures';
import { ProductGrid } from './ProductGrid';

// jsdom has no layout: give elements a desktop-sized box so the virtualiser has a viewport.
const sizes = { offsetWidth: 1200, offsetHeight: 800, clientWidth: 1200, clientHeight: 800 } as const;
const saved = new Map<string, PropertyDescriptor | undefined>();
beforeAll(() => {
  for (const [key, value] of Object.entries(sizes)) {
    saved.set(key, Object.getOwnPropertyDescriptor(HTMLElement.prototype, key));
    Object.defineProperty(HTMLElement.prototype, key, { configurable: true, get: () => value });
  }
});
afterAll(() => {
  for (const [key, desc] of saved) if (desc) Object.defineProperty(HTMLElement.prototype, key, desc);
});

describe('ProductGrid', () => {
  it('renders only a window of 10 000 products', () => {
    render(<ProductGrid label="新品列表" products={sampleProducts(10_000, false)} height={800} />);
    const cards = screen.getAllByRole('article');
    expect(cards.length).toBeGreaterThan(0);
    expect(cards.length).toBeLessThan(100);
    expect(screen.getAllByRole('listitem')[0]).toHaveAttribute('aria-setsize', '10000');
  });

  it('paints lite cards first, then fills in their controls and pictures', async () => {
    const { container } = render(
      <ProductGrid label="新品列表" products={sampleProducts(200)} height={800} onAddToCart={() => {}} />,
    );
    expect(screen.getAllByRole('article').length).toBeGreaterThan(0);
    expect(screen.queryAllByRole('button', { name: /^加入选样车：/ })).toHaveLength(0);
    expect(container.querySelectorAll('img')).toHaveLength(0);
    const buttons = await screen.findAllByRole('button', { name: /^加入选样车：/ });
    expect(buttons).toHaveLength(screen.getAllByRole('article').length);
    expect(container.querySelectorAll('img')).toHaveLength(screen.getAllByRole('article').length);
  });

  it('renders the rows at the scroll offset, and starts at the top again after a reload', () => {
    const products = sampleProducts(10_000, false);
    const { rerender } = render(<ProductGrid label="新品列表" products={products} height={800} />);
    const scroller = screen.getByRole('region', { name: '新品列表' });
    Object.defineProperty(scroller, 'scrollTop', { configurable: true, value: 42_000 });
    fireEvent.scroll(scroller);
    const first = Number(screen.getAllByRole('listitem')[0]?.getAttribute('aria-posinset'));
    expect(first).toBeGreaterThan(100);
    expect(screen.getAllByRole('article').length).toBeLessThan(100);

    rerender(<ProductGrid label="新品列表" products={[]} height={800} isLoading />);
    // The browser brings the offset back to the top while the short loading content is shown (no scroll event).
    Object.defineProperty(scroller, 'scrollTop', { configurable: true, value: 0 });
    rerender(<ProductGrid label="新品列表" products={products} height={800} />);
    expect(screen.getAllByRole('listitem')[0]).toHaveAttribute('aria-posinset', '1');
  });

  it('shows the empty state', () => {
    render(<ProductGrid label="新品列表" products={[]} height={400} />);
    expect(screen.getByText('暂无数据')).toBeInTheDocument();
  });

  it('is busy while loading', () => {
    render(<ProductGrid label="新品列表" products={[]} height={400} isLoading />);
    expect(screen.getByLabelText('新品列表')).toHaveAttribute('aria-busy', 'true');
  });
});
