import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Box } from '../Box/Box';
import { Button } from '../Button/Button';
import { toast } from './Toast';

function ToastDemo() {
  return (
    <Box display="flex" gap="sm" flexWrap="wrap">
      <Button onPress={() => toast.success('删除成功')}>成功</Button>
      <Button onPress={() => toast.error('导出失败，请联系客服')}>失败</Button>
      <Button onPress={() => toast.warning('请选择要加入的选样车')}>警告</Button>
      <Button onPress={() => toast.info('已提交申请，请等待客服联系')}>提示</Button>
      <Button
        onPress={() =>
          toast.error('加入选样车失败，选中的12款产品已存在该选样车中，请检查后重新选择需要加入的产品', { timeout: 0 })
        }
      >
        长文本
      </Button>
    </Box>
  );
}

const meta = {
  title: 'Kit/Toast',
  component: ToastDemo,
  parameters: {
    docs: {
      description: {
        component:
          '全局轻提示队列：在任意位置调用 toast.success("删除成功") / toast.error(msg)，在应用根部放一个 <ToastRegion/>（Storybook 已放好）。用于操作结果的简短反馈；需要用户决定的请用 ConfirmDialog。',
      },
    },
  },
} satisfies Meta<typeof ToastDemo>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Queue: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: '成功' }));
    const body = within(canvasElement.ownerDocument.body);
    await expect(await body.findByText('删除成功')).toBeInTheDocument();
    toast.clear();
  },
};
