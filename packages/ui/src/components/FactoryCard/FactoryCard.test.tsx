import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { FactoryCard } from './FactoryCard';

const factory = {
  id: 9,
  name: '汕头市澄海区星辉玩具厂',
  region: '广东 汕头 澄海',
  productCount: 1280,
  tags: ['一般纳税人'],
};

describe('FactoryCard', () => {
  it('shows the factory and toggles follow', async () => {
    const onFollowChange = vi.fn();
    const onOpen = vi.fn();
    render(<FactoryCard factory={factory} onOpen={onOpen} onFollowChange={onFollowChange} />);
    expect(screen.getByText('广东 汕头 澄海 · 1280 款产品')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '关注' }));
    expect(onFollowChange).toHaveBeenCalledWith(9, true);
    await userEvent.click(screen.getByRole('button', { name: factory.name }));
    expect(onOpen).toHaveBeenCalledWith(9);
  });
});
