import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ComboBox } from './ComboBox';

const customers = [
  { id: 1, name: '德国客户 Müller' },
  { id: 2, name: '迪拜客户' },
  { id: 3, name: '美国客户 Smith' },
];

describe('ComboBox', () => {
  it('filters as you type and selects', async () => {
    const onSelectionChange = vi.fn();
    render(<ComboBox label="客户" items={customers} onSelectionChange={onSelectionChange} />);
    await userEvent.type(screen.getByRole('combobox', { name: '客户' }), '迪拜');
    expect(screen.getAllByRole('option')).toHaveLength(1);
    await userEvent.click(screen.getByRole('option', { name: '迪拜客户' }));
    expect(onSelectionChange).toHaveBeenCalledWith(2);
  });
});
