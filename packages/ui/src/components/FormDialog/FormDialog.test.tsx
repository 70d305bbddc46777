import { render, screen, waitFor } from '@testing-library/react';
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
    // the dialog's panel loads when first opened
    const save = await screen.findByRole('button', { name: '保存' });
    await userEvent.click(save);
    expect(onSave).toHaveBeenCalledTimes(1);
    // the refused save has ended: 保存 can be pressed again, and the dialog stayed open
    await waitFor(() => expect(save).toBeEnabled());
    expect(onClose).not.toHaveBeenCalled();
    await userEvent.click(save);
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
  });
});
