import type { Meta, StoryObj } from '@storybook/react-vite';
import { ProgressBar } from './ProgressBar';

const meta = {
  title: 'Kit/ProgressBar',
  component: ProgressBar,
  args: { label: '导出进度', value: 45 },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 420 }}>
        <Story />
      </div>
    ),
  ],
  parameters: { docs: { description: { component: '已知进度的任务（导出、同步、批量导入）。时长未知用 Spinner。' } } },
} satisfies Meta<typeof ProgressBar>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Done: Story = { args: { value: 100, tone: 'success', label: '导出成功' } };
export const Failed: Story = { args: { value: 60, tone: 'danger', label: '导出失败，请联系客服' } };
export const Empty: Story = { args: { value: 0 } };
