import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { NumberField } from './NumberField';

describe('NumberField', () => {
  it('steps within min/max', async () => {
    const onChange = vi.fn();
    render(<NumberField label="箱数" defaultValue={1} minValue={1} maxValue={2} onChange={onChange} />);
    const inc = screen.getAllByRole('button').at(-1)!;
    await userEvent.click(inc);
    expect(onChange).toHaveBeenLastCalledWith(2);
    await userEvent.click(inc);
    expect(screen.getByRole('textbox', { name: '箱数' })).toHaveValue('2');
  });
});
