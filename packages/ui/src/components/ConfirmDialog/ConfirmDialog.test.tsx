import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ConfirmDialog, useConfirm } from './ConfirmDialog';

describe('ConfirmDialog', () => {
  it('confirms with 确定 and closes', async () => {
    const onConfirm = vi.fn();
    const onOpenChange = vi.fn();
    render(<ConfirmDialog isOpen onOpenChange={onOpenChange} message="确认删除该历史记录？" onConfirm={onConfirm} />);
    expect(await screen.findByRole('alertdialog')).toHaveTextContent('确认删除该历史记录？');
    await userEvent.click(screen.getByRole('button', { name: '确定' }));
    expect(onConfirm).toHaveBeenCalledOnce();
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('reports cancel on 取消 and on Escape', async () => {
    const onCancel = vi.fn();
    const { rerender } = render(<ConfirmDialog isOpen message="确认删除？" onConfirm={() => {}} onCancel={onCancel} />);
    await userEvent.click(await screen.findByRole('button', { name: '取消' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
    rerender(<ConfirmDialog isOpen message="确认删除？" onConfirm={() => {}} onCancel={onCancel} />);
    await userEvent.keyboard('{Escape}');
    expect(onCancel).toHaveBeenCalledTimes(2);
  });
});

function Rows({ onDelete }: { onDelete: (id: number) => void }) {
  const remove = useConfirm(onDelete, '确认删除该报价单？');
  return (
    <>
      {[7, 8].map((id) => (
        <button key={id} type="button" onClick={() => remove.ask(id)}>
          删除{id}
        </button>
      ))}
      {remove.dialog}
    </>
  );
}

describe('useConfirm', () => {
  it('deletes the row asked about only after 确定, and nothing on 取消', async () => {
    const onDelete = vi.fn();
    render(<Rows onDelete={onDelete} />);
    expect(screen.queryByRole('alertdialog')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: '删除8' }));
    expect(await screen.findByRole('alertdialog')).toHaveTextContent('确认删除该报价单？');
    await userEvent.click(screen.getByRole('button', { name: '取消' }));
    expect(onDelete).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: '删除8' }));
    await userEvent.click(await screen.findByRole('button', { name: '确定' }));
    expect(onDelete).toHaveBeenCalledExactlyOnceWith(8);
  });
});
