import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { newsFixture, siteOptionsFixture } from './fixtures';
import { NewsTrendsView } from './NewsTrendsView';

const meta = {
  title: 'Buyer/NewsTrends',
  component: NewsTrendsView,
  args: {
    state: 'ready',
    sites: siteOptionsFixture,
    siteId: 1,
    rows: newsFixture,
    total: newsFixture.length,
    page: 1,
    pageSize: 20,
    canManage: true,
    onSite: fn(),
    onPageChange: fn(),
    onUpload: fn(async () => null),
    onSave: fn(async () => true),
    onStatus: fn(),
    onDelete: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof NewsTrendsView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A post needs a title; a draft is published from the list. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '发布 年终促销方案' }));
    await expect(args.onStatus).toHaveBeenCalledWith(2, 1);
    await userEvent.click(canvas.getByRole('button', { name: '发布新闻' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: '存为草稿' }));
    await expect(within(dialog).getByText('请输入新闻标题')).toBeVisible();
    await userEvent.type(within(dialog).getByRole('textbox', { name: /^标题/ }), '展会预告');
    await userEvent.click(within(dialog).getByRole('button', { name: '存为草稿' }));
    await expect(args.onSave).toHaveBeenCalledWith(null, expect.objectContaining({ title: '展会预告' }), 0);
  },
};
export const Empty: Story = { args: { rows: [], total: 0 } };
export const NoSite: Story = { args: { sites: [], siteId: null, rows: [], total: 0 } };
