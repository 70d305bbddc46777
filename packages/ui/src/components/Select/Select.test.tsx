import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Select } from './Select';

const systems = [
  { id: 1, name: '贸易系统 A' },
  { id: 2, name: '贸易系统 B' },
  { id: 5, name: '其他（请在备注中填写）' },
];

describe('Select', () => {
  it('opens a listbox and reports the chosen key', async () => {
    const onSelectionChange = vi.fn();
    render(<Select label="贸易系统" items={systems} onSelectionChange={onSelectionChange} />);
    await userEvent.click(screen.getByRole('button', { name: /贸易系统/ }));
    await userEvent.click(screen.getByRole('option', { name: '其他（请在备注中填写）' }));
    expect(onSelectionChange).toHaveBeenCalledWith(5);
  });

  it('shows the placeholder until something is chosen', () => {
    render(<Select label="贸易系统" items={systems} />);
    expect(screen.getByRole('button', { name: /请选择/ })).toBeInTheDocument();
  });
});
