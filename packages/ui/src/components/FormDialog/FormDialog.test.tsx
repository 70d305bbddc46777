import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { FormDialog } from './FormDialog';

describe('FormDialog', () => {
  it('closes only after a save that succeeded', async () => {
    const onClose = vi.fn();
    const results = [false, true];
    const onSave = vi.fn(async () => results.shift() as boolean);
    render(
      <FormDialog title="编辑客户" onSave={onSave} onClose={onClose}>
        <p>表单</p>
      </FormDialog>,
    );
    await userEvent.click(screen.getByRole('button', { name: '保存' }));
    expect(onSave).toHaveBeenCalledTimes(1);
    expect(onClose).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: '保存' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
