import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { SearchField } from './SearchField';

describe('SearchField', () => {
  it('submits with Enter and clears with Escape', async () => {
    const onSubmit = vi.fn();
    const onClear = vi.fn();
    render(<SearchField aria-label="搜索" onSubmit={onSubmit} onClear={onClear} />);
    const box = screen.getByRole('searchbox', { name: '搜索' });
    await userEvent.type(box, '遥控车{Enter}');
    expect(onSubmit).toHaveBeenCalledWith('遥控车');
    await userEvent.keyboard('{Escape}');
    expect(onClear).toHaveBeenCalled();
    expect(box).toHaveValue('');
  });
});
