import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { TextField } from './TextField';

describe('TextField', () => {
  it('is labelled and reports changes', async () => {
    const onChange = vi.fn();
    render(<TextField label="选样车名称" onChange={onChange} />);
    await userEvent.type(screen.getByRole('textbox', { name: '选样车名称' }), '春季');
    expect(onChange).toHaveBeenLastCalledWith('春季');
  });

  it('shows the caller-provided validation message', async () => {
    render(
      <TextField
        label="选样车名称"
        validationBehavior="aria"
        validate={(v) => (v.trim() ? null : '请输入选样车名称！')}
        defaultValue=" "
      />,
    );
    const input = screen.getByRole('textbox');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('请输入选样车名称！')).toBeInTheDocument();
  });

  it('renders a textarea when multiline', () => {
    render(<TextField label="备注" multiline />);
    expect(screen.getByRole('textbox', { name: '备注' }).tagName).toBe('TEXTAREA');
  });
});
