import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { TextField } from '../TextField/TextField';
import { Dialog, DialogTrigger } from './Dialog';

const meta = {
  title: 'Kit/Dialog',
  component: Dialog,
  args: { title: '新建选样车', children: null },
  parameters: {
    docs: {
      description: {
        component:
          '模态对话框：遮罩、焦点锁定、Esc 关闭，标题即无障碍名称。用于需要用户集中处理的任务（新建/编辑选样车、上传图片）。二次确认用 ConfirmDialog；侧边详情用 Drawer；轻量提示用 Toast。',
      },
    },
  },
} satisfies Meta<typeof Dialog>;
export default meta;
type Story = StoryObj<typeof meta>;

export const WithTrigger: Story = {
  render: (args) => (
    <DialogTrigger>
      <Button variant="primary">新建选样车</Button>
      <Dialog
        {...args}
        footer={({ close }) => (
          <>
            <Button onPress={close}>取消</Button>
            <Button variant="primary" onPress={close}>
              确定
            </Button>
          </>
        )}
      >
        <TextField label="选样车名称" placeholder="最多 10 个字" autoFocus />
      </Dialog>
    </DialogTrigger>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '新建选样车' }));
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: '新建选样车' });
    await expect(dialog).toBeInTheDocument();
    await userEvent.click(body.getByText('取消'));
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
  },
};

export const OpenLongContent: Story = {
  args: {
    isOpen: true,
    title: '历史导出记录（保留约一个月，30 天后不可下载）',
    size: 'lg',
    children: (
      <div>
        {Array.from({ length: 30 }, (_, i) => i).map((i) => (
          <p key={`row-${i}`}>
            第 {i + 1} 条：春季新品选样导出 Excel，共 {20 + i} 款产品
          </p>
        ))}
      </div>
    ),
  },
};

export const Small: Story = {
  args: { isOpen: true, size: 'sm', title: '提示', children: '当前无样品数据可以导出', hideClose: false },
};
