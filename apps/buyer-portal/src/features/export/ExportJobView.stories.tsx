import type { Meta, StoryObj } from '@storybook/react-vite';
import type { HistoryExportRecord } from '@wanju/domain';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ExportJobView } from './ExportJobView';

const NOW = new Date('2026-11-20T10:00:00+08:00');
const record = (id: number, over: Partial<HistoryExportRecord> = {}): HistoryExportRecord => ({
  id,
  content: `选样车：春季新品 ${id}`,
  toy_count: 120 + id,
  export_format: 1,
  created_time: '2026-11-19 16:20:00',
  file_url: `/export_files/u-${id}/file.xlsx?expires=1&sig=x`,
  ...over,
});
const records = [
  record(3),
  record(2, { export_format: 2, content: '选品单：圣诞礼品（PDF 目录）' }),
  record(1, { export_format: 3, content: '产品对比' }),
];

const meta = {
  title: 'Buyer/Export',
  component: ExportJobView,
  args: {
    isOpen: true,
    onOpenChange: fn(),
    job: { phase: 'polling', uuid: 'u-1', progress: 42 },
    records,
    historyState: 'ready',
    now: NOW,
    onDownload: fn(),
    onDelete: fn(),
    onDeleteCancelled: fn(),
    onRetry: fn(),
    onReloadHistory: fn(),
  },
} satisfies Meta<typeof ExportJobView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The job runs: the progress bar follows get_callback. */
export const Running: Story = {
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await expect(await body.findByRole('progressbar', { name: '正在导出' })).toHaveAttribute('aria-valuenow', '42');
  },
};

/** Done: '导出成功' with the download, which the history offers again. */
export const Done: Story = {
  args: { job: { phase: 'done', uuid: 'u-1', link: '/export_files/u-1/a.xlsx', message: '导出成功' } },
  play: async ({ canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    await expect(await body.findByRole('status')).toHaveTextContent('导出成功');
    await userEvent.click(body.getByRole('button', { name: '下载' }));
    await expect(args.onDownload).toHaveBeenCalledWith('/export_files/u-1/a.xlsx');
  },
};

/** Failed (-100): the catalogue's message and a retry. */
export const Failed: Story = {
  args: { job: { phase: 'failed', uuid: 'u-1', message: '导出失败，请联系客服' } },
  play: async ({ canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    const alert = await body.findByRole('alert');
    await expect(alert).toHaveTextContent('导出失败，请联系客服');
    await userEvent.click(within(alert).getByRole('button', { name: '重试' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

/** Deleting a record asks '确认删除该历史记录？' first. */
export const DeleteAsks: Story = {
  args: { job: { phase: 'idle' } },
  play: async ({ canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(await body.findByRole('button', { name: `删除 ${records[0]?.content}` }));
    await expect(await body.findByText('确认删除该历史记录？')).toBeVisible();
    await userEvent.click(body.getByRole('button', { name: '确定' }));
    await expect(args.onDelete).toHaveBeenCalledWith(3);
  },
};

export const HistoryLoading: Story = { args: { job: { phase: 'idle' }, records: [], historyState: 'loading' } };
export const HistoryEmpty: Story = { args: { job: { phase: 'idle' }, records: [] } };
export const HistoryError: Story = {
  args: { job: { phase: 'idle' }, records: [], historyState: 'error' },
  play: async ({ canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(await body.findByRole('button', { name: '重试' }));
    await expect(args.onReloadHistory).toHaveBeenCalled();
  },
};

/** Forty records, long Chinese contents; those older than 30 days show 已过期 instead of the download. */
export const LongHistory: Story = {
  args: {
    job: { phase: 'idle' },
    records: Array.from({ length: 40 }, (_, i) =>
      record(100 - i, {
        content: `选样车：深圳市环球优品贸易有限公司二〇二六年秋季广交会遥控玩具与益智积木系列样品 ${i + 1}`,
        created_time: i < 20 ? '2026-11-18 09:00:00' : '2026-09-01 09:00:00',
      }),
    ),
  },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await expect((await body.findAllByText('已过期')).length).toBe(20);
  },
};
