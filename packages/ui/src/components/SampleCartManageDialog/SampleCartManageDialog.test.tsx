import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { sampleCarts } from '../../fixtures';
import { SampleCartManageDialog } from './SampleCartManageDialog';

function setup() {
  const props = {
    onCreate: vi.fn(),
    onRename: vi.fn(),
    onSetDefault: vi.fn(),
    onDelete: vi.fn(),
    onOpenChange: vi.fn(),
  };
  render(<SampleCartManageDialog isOpen carts={sampleCarts} {...props} />);
  return props;
}

describe('SampleCartManageDialog', () => {
  it('validates the name with the domain rule before creating', async () => {
    const p = setup();
    await userEvent.click(await screen.findByRole('button', { name: '新建选样车' }));
    await userEvent.click(screen.getByRole('button', { name: '创建' }));
    expect(screen.getByText('请输入选样车名称！')).toBeInTheDocument();
    expect(p.onCreate).not.toHaveBeenCalled();
    await userEvent.type(screen.getByRole('textbox', { name: /选样车名称/ }), '夏季 ');
    await userEvent.click(screen.getByRole('button', { name: '创建' }));
    expect(p.onCreate).toHaveBeenCalledWith({ name: '夏季', remark: '', isDefault: false });
  });

  it('cannot delete the default cart, deletes others after confirming', async () => {
    const p = setup();
    // the dialog's panel loads when first opened
    expect(await screen.findByRole('button', { name: /删除 春季新品/ })).toBeDisabled();
    expect(screen.queryByRole('button', { name: '设为默认 春季新品' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: '删除 遥控类' }));
    await userEvent.click(await screen.findByRole('button', { name: '确定' }));
    expect(p.onDelete).toHaveBeenCalledWith(2);
  });

  it('sets another cart as default', async () => {
    const p = setup();
    await userEvent.click(await screen.findByRole('button', { name: '设为默认 遥控类' }));
    expect(p.onSetDefault).toHaveBeenCalledWith(2);
  });
});
