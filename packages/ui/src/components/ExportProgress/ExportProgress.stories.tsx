import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { ExportProgress } from './ExportProgress';

const meta = {
  title: 'Kit/ExportProgress',
  component: ExportProgress,
  args: { state: { phase: 'polling', uuid: 'u1', progress: 35 }, onDownload: fn(), onRetry: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 420 }}>
        <Story />
      </div>
    ),
  ],
  parameters: {
    docs: {
      description: {
        component:
          '导出任务进度：轮询中显示百分比；-100 显示“导出失败，请联系客服”；100 且有链接显示“导出成功”与下载。状态机来自 domain nextExportJobState。',
      },
    },
  },
} satisfies Meta<typeof ExportProgress>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Polling: Story = {};
export const Done: Story = {
  args: { state: { phase: 'done', uuid: 'u1', link: '/files/export.xlsx', message: '导出成功' } },
};
export const Failed: Story = { args: { state: { phase: 'failed', uuid: 'u1', message: '导出失败，请联系客服' } } };
