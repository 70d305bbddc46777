import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { sampleExportHistory } from '../../fixtures';
import { ExportHistoryList } from './ExportHistoryList';

const meta = {
  title: 'Kit/ExportHistoryList',
  component: ExportHistoryList,
  args: {
    records: sampleExportHistory,
    now: new Date('2025-04-01T12:00:00'),
    onDownload: fn(),
    onDelete: fn(),
    onDeleteCancelled: fn(),
  },
  parameters: {
    docs: {
      description: {
        component:
          '历史导出记录：超过 30 天不再显示下载（domain isHistoryDownloadVisible）；删除前确认“确认删除该历史记录？”，取消时调用 onDeleteCancelled（提示“已取消删除”）。',
      },
    },
  },
} satisfies Meta<typeof ExportHistoryList>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: '删除 遥控类 报价单' }));
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(await body.findByRole('button', { name: '取消' }));
    await expect(args.onDeleteCancelled).toHaveBeenCalled();
  },
};
export const Empty: Story = { args: { records: [] } };
export const Loading: Story = { args: { isLoading: true } };
