import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ZoomControl } from './ZoomControl';

describe('ZoomControl', () => {
  it('steps by 10 and disables at the bounds', async () => {
    const onChange = vi.fn();
    const { rerender } = render(<ZoomControl value={100} onChange={onChange} />);
    await userEvent.click(screen.getByRole('button', { name: '放大' }));
    expect(onChange).toHaveBeenCalledWith(110);
    rerender(<ZoomControl value={150} onChange={onChange} />);
    expect(screen.getByRole('button', { name: '放大' })).toBeDisabled();
  });

  it('rejects a typed value out of range with the spec message', async () => {
    const onChange = vi.fn();
    render(<ZoomControl value={100} onChange={onChange} />);
    const input = screen.getByRole('textbox', { name: '缩放（%）' });
    await userEvent.clear(input);
    await userEvent.type(input, '40{Enter}');
    expect(screen.getByRole('alert')).toHaveTextContent('不能低于50');
    expect(onChange).not.toHaveBeenCalled();
    await userEvent.clear(input);
    await userEvent.type(input, '120{Enter}');
    expect(onChange).toHaveBeenCalledWith(120);
  });
});
