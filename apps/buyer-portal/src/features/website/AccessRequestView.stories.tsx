import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { AccessRequestView } from './AccessRequestView';
import { requestsFixture, siteOptionsFixture } from './fixtures';

const meta = {
  title: 'Buyer/AccessRequest',
  component: AccessRequestView,
  args: {
    state: 'ready',
    sites: siteOptionsFixture,
    siteId: null,
    tab: 'all',
    rows: requestsFixture,
    total: requestsFixture.length,
    page: 1,
    pageSize: 20,
    canAudit: true,
    onSite: fn(),
    onTab: fn(),
    onSearch: fn(),
    onPageChange: fn(),
    onAudit: fn(async () => true),
    onRetry: fn(),
  },
} satisfies Meta<typeof AccessRequestView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A refusal needs a reason the visitor will read. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: '拒绝 Liam Chen' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: '拒绝' }));
    await expect(args.onAudit).not.toHaveBeenCalled();
    await userEvent.type(within(dialog).getByRole('textbox'), '资料不全');
    await userEvent.click(within(dialog).getByRole('button', { name: '拒绝' }));
    await expect(args.onAudit).toHaveBeenCalledWith(1, false, '资料不全');
  },
};
export const ReadOnly: Story = { args: { canAudit: false } };
export const Empty: Story = { args: { rows: [], total: 0, tab: '0' } };
