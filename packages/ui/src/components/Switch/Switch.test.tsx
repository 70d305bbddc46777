import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Switch } from './Switch';

describe('Switch', () => {
  it('toggles', async () => {
    const onChange = vi.fn();
    render(<Switch onChange={onChange}>显示水印</Switch>);
    await userEvent.click(screen.getByRole('switch', { name: '显示水印' }));
    expect(onChange).toHaveBeenCalledWith(true);
  });
});
