import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { sampleCarts } from '../../fixtures';
import { SampleCartHoverList } from './SampleCartHoverList';

describe('SampleCartHoverList', () => {
  it('opens on press and opens a cart', async () => {
    const onOpen = vi.fn();
    render(<SampleCartHoverList carts={sampleCarts} onOpen={onOpen} onManage={vi.fn()} onCreate={vi.fn()} />);
    await userEvent.click(screen.getByRole('button', { name: '选样车' }));
    const dialog = await screen.findByRole('dialog', { name: '我的选样车' });
    expect(dialog).toHaveTextContent('默认');
    await userEvent.click(screen.getByRole('button', { name: /春季新品/ }));
    expect(onOpen).toHaveBeenCalledWith(1);
  });
});
