import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { browseFixture, loginFixture, siteOptionsFixture } from './fixtures';
import { BrowseRecordsView, LoginRecordView } from './RecordsViews';

const meta = {
  title: 'Buyer/WebsiteRecords',
  component: BrowseRecordsView,
  args: {
    state: 'ready',
    sites: siteOptionsFixture,
    siteId: null,
    filter: { from: '', to: '', keyword: '' },
    rows: browseFixture,
    total: browseFixture.length,
    page: 1,
    pageSize: 20,
    isExporting: false,
    onSite: fn(),
    onFilter: fn(),
    onPageChange: fn(),
    onExport: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof BrowseRecordsView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** /browseRecords: a keyword filter, and the export. */
export const Browse: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: '访客、产品或地址' }), 'Emma');
    await userEvent.click(canvas.getByRole('button', { name: '搜索' }));
    await expect(args.onFilter).toHaveBeenCalledWith(expect.objectContaining({ keyword: 'Emma' }));
    await userEvent.click(canvas.getByRole('button', { name: '导出Excel' }));
    await expect(args.onExport).toHaveBeenCalled();
  },
};
export const BrowseEmpty: Story = { args: { rows: [], total: 0 } };
/** /loginRecord */
export const Logins: Story = {
  render: (args) => <LoginRecordView {...args} filter={{ ...args.filter, succeeded: null }} rows={loginFixture} />,
};
