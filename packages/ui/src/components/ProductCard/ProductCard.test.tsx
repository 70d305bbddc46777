import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ProductCard } from './ProductCard';

const product = {
  id: 7,
  name: '2.4G 四通遥控越野车',
  articleNumber: 'CH-8821',
  price: 36.8,
  factoryName: '汕头市澄海区星辉玩具厂',
  size: [32, 15, 12] as const,
  tags: ['新品'],
};

describe('ProductCard', () => {
  it('shows the product and fires its actions with the id', async () => {
    const onOpen = vi.fn();
    const onAddToCart = vi.fn();
    const onSelectionChange = vi.fn();
    render(
      <ProductCard product={product} onOpen={onOpen} onAddToCart={onAddToCart} onSelectionChange={onSelectionChange} />,
    );
    expect(screen.getByRole('article', { name: product.name })).toBeInTheDocument();
    expect(screen.getByText('¥36.80')).toBeInTheDocument();
    expect(screen.getByText('32*15*12 cm')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: product.name }));
    expect(onOpen).toHaveBeenCalledWith(7);
    await userEvent.click(screen.getByRole('button', { name: `加入选样车：${product.name}` }));
    expect(onAddToCart).toHaveBeenCalledWith(7);
    await userEvent.click(screen.getByRole('checkbox', { name: `选择 ${product.name}` }));
    expect(onSelectionChange).toHaveBeenCalledWith(7, true);
  });

  it('hides actions that have no handler', () => {
    render(<ProductCard product={product} />);
    expect(screen.queryByRole('checkbox')).toBeNull();
    expect(screen.queryByRole('button', { name: /加入选样车/ })).toBeNull();
  });

  it('offers 询价 and 加入选品单 only when asked for, each with the id', async () => {
    const onInquire = vi.fn();
    const onAddToList = vi.fn();
    const { rerender } = render(<ProductCard product={product} />);
    expect(screen.queryByRole('button', { name: `询价：${product.name}` })).toBeNull();
    rerender(<ProductCard product={product} onInquire={onInquire} onAddToList={onAddToList} />);
    await userEvent.click(screen.getByRole('button', { name: `询价：${product.name}` }));
    await userEvent.click(screen.getByRole('button', { name: `加入选品单：${product.name}` }));
    expect(onInquire).toHaveBeenCalledWith(7);
    expect(onAddToList).toHaveBeenCalledWith(7);
  });
});
