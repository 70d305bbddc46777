import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ExcelTask } from '@wanju/api-client';
import { expect, fn, userEvent, within } from 'storybook/test';
import { LONG_NAME, toyFixture, toyList } from '../../fixtures';
import { ExcelSearchView } from './ExcelSearchView';

const done: ExcelTask = {
  id: 'job-1',
  status: 'done',
  step_percent: 100,
  error: '',
  list: [
    {
      row: 2,
      article_number: 'XH-8800',
      name: '',
      has_picture: false,
      matched_by: 'article_number',
      candidates: toyList(3),
    },
    { row: 3, article_number: '', name: '毛绒公仔', has_picture: true, matched_by: 'name', candidates: toyList(2) },
    { row: 4, article_number: 'ZZ-000000', name: '不存在的东西', has_picture: false, matched_by: null, candidates: [] },
  ],
};

const meta = {
  title: 'Buyer/ExcelSearch',
  component: ExcelSearchView,
  args: {
    fileName: '2026春季找样清单.xlsx',
    task: done,
    onOpenProduct: fn(),
    onAddToCart: fn(),
    onToggleCompare: fn(),
    onClose: fn(),
  },
} satisfies Meta<typeof ExcelSearchView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Queued: Story = { args: { task: null } };
export const Running: Story = {
  args: { task: { id: 'job-1', status: 'running', step_percent: 45, error: '', list: [] } },
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole('progressbar');
    await expect(bar).toHaveAttribute('aria-valuenow', '45');
    await expect(within(canvasElement).getByText('正在逐行查找… 45%')).toBeInTheDocument();
  },
};
/** Each row with how it matched and its candidates; a candidate goes to the cart, to compare, or opens. */
export const Results: Story = {
  args: { compareIds: [toyList(3)[1]?.id ?? 0] },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('共 3 行，2 行找到候选产品');
    await expect(canvas.getByText('按货号匹配')).toBeInTheDocument();
    await expect(canvas.getByText('未找到匹配的产品')).toBeInTheDocument();
    const row2 = within(canvas.getByRole('list', { name: '第 2 行的候选产品' }));
    const first = toyList(3)[0];
    await userEvent.click(row2.getAllByRole('button', { name: /加入选样车/ })[0] as HTMLElement);
    await expect(args.onAddToCart).toHaveBeenCalledWith(first?.id);
    await userEvent.click(row2.getAllByRole('button', { name: /对比/ })[0] as HTMLElement);
    await expect(args.onToggleCompare).toHaveBeenCalledWith(first?.id);
  },
};
export const Encrypted: Story = {
  args: { task: null, error: 'Excel文件已加密，请取消密码后重新上传' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Excel文件已加密');
  },
};
export const TooLarge: Story = { args: { task: null, error: 'Excel文件不能超过20MB' } };
export const JobFailed: Story = {
  args: {
    task: {
      id: 'job-1',
      status: 'failed',
      step_percent: 30,
      error: 'Excel文件无法读取，请检查文件后重新上传',
      list: [],
    },
  },
};
export const LongChineseText: Story = {
  args: {
    fileName: `${LONG_NAME}.xlsx`,
    task: {
      ...done,
      list: [
        {
          row: 2,
          article_number: 'XH-8800-加长货号-2026',
          name: LONG_NAME,
          has_picture: true,
          matched_by: 'picture',
          candidates: [toyFixture(9, { name: LONG_NAME })],
        },
      ],
    },
  },
};
