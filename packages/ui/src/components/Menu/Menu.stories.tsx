import type { Meta, StoryObj } from '@storybook/react-vite';
import { Copy, Download, Pencil, Trash2 } from 'lucide-react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { Menu, MenuGroup, MenuItem, MenuPopover, MenuSeparator } from './Menu';
import { MenuTrigger } from './MenuTrigger';

function Demo({ onAction, disabledKeys }: { onAction: (key: string) => void; disabledKeys?: string[] }) {
  return (
    <MenuTrigger>
      <Button>更多操作</Button>
      <MenuPopover>
        <Menu aria-label="选样车操作" onAction={(key) => onAction(String(key))} disabledKeys={disabledKeys}>
          <MenuGroup title="选样车">
            <MenuItem id="rename" icon={<Pencil size={16} />}>
              重命名
            </MenuItem>
            <MenuItem id="copy" icon={<Copy size={16} />}>
              复制到新选样车
            </MenuItem>
            <MenuItem id="export" icon={<Download size={16} />}>
              导出报价单（Excel 带图片、PDF、图片压缩包）
            </MenuItem>
          </MenuGroup>
          <MenuSeparator />
          <MenuItem id="delete" tone="danger" icon={<Trash2 size={16} />}>
            删除
          </MenuItem>
        </Menu>
      </MenuPopover>
    </MenuTrigger>
  );
}

const meta = {
  title: 'Kit/Menu',
  component: Demo,
  args: { onAction: fn() },
  parameters: {
    docs: {
      description: {
        component:
          '由按钮打开的操作列表（用户菜单、标签栏的“更多”、选样车的更多操作）。方向键移动、输入首字母跳转、Esc 关闭。选择一个值请用 Select；危险操作用 tone="danger"，执行前再用 ConfirmDialog 确认。',
      },
    },
  },
} satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: '更多操作' }));
    const body = within(canvasElement.ownerDocument.body);
    const menu = await body.findByRole('menu');
    await expect(within(menu).getAllByRole('menuitem')).toHaveLength(4);
    await userEvent.click(within(menu).getByRole('menuitem', { name: '删除' }));
    await expect(args.onAction).toHaveBeenCalledWith('delete');
  },
};

export const Keyboard: Story = {
  play: async ({ canvasElement, args }) => {
    within(canvasElement).getByRole('button', { name: '更多操作' }).focus();
    await userEvent.keyboard('{Enter}');
    const body = within(canvasElement.ownerDocument.body);
    await body.findByRole('menu');
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onAction).toHaveBeenCalledWith('copy');
  },
};

export const DisabledItem: Story = {
  args: { disabledKeys: ['export'] },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: '更多操作' }));
    const body = within(canvasElement.ownerDocument.body);
    const item = await body.findByRole('menuitem', { name: /导出报价单/ });
    await expect(item).toHaveAttribute('aria-disabled', 'true');
  },
};
