import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Slider } from './Slider';

describe('Slider', () => {
  it('moves with arrow keys', async () => {
    const onChange = vi.fn();
    render(<Slider label="字号" defaultValue={14} minValue={10} maxValue={40} onChange={onChange} />);
    screen.getByRole('slider').focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(onChange).toHaveBeenCalledWith(15);
  });
});
