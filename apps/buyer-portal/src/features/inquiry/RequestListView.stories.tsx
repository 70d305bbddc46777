import type { Meta, StoryObj } from '@storybook/react-vite';
import { canInquireAgain, INQUIRY_STATUSES } from '@wanju/domain';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { longRequestFixture, requestsFixture } from './fixtures';
import { INQUIRY_TEXT } from './messages';
import { RequestListView } from './RequestListView';

const meta = {
  title: 'Buyer/Inquiry',
  component: RequestListView,
  args: {
    title: INQUIRY_TEXT.title,
    emptyTitle: INQUIRY_TEXT.empty,
    emptyHint: INQUIRY_TEXT.emptyHint,
    state: 'ready',
    rows: requestsFixture,
    total: requestsFixture.length,
    page: 1,
    pageSize: 20,
    statuses: INQUIRY_STATUSES,
    status: null,
    onStatusChange: fn(),
    onPageChange: fn(),
    onDelete: fn(),
    onChase: fn(),
    onAgain: fn(),
    canAgain: canInquireAgain,
    onRetry: fn(),
  },
} satisfies Meta<typeof RequestListView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Statuses and answers; an answered inquiry can be sent again; deleting asks first. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('工厂回复：可以做，500箱起订，交期25天')).toBeVisible();
    await expect(canvas.getByText('样品可于 2026-12-05 备好')).toBeVisible();
    const answered = canvas.getAllByRole('listitem', { name: '汕头市澄海区星辉玩具厂' })[1] as HTMLElement;
    await userEvent.click(within(answered).getByRole('button', { name: /再次询价/ }));
    await expect(args.onAgain).toHaveBeenCalledWith(3);
    await userEvent.click(within(answered).getByRole('button', { name: /删除/ }));
    await userEvent.click(await screen.findByRole('button', { name: '确定' }));
    await expect(args.onDelete).toHaveBeenCalledWith(3);
  },
};
export const LongText: Story = { args: { rows: [longRequestFixture], total: 1 } };
export const Paged: Story = { args: { total: 95, page: 2 } };
export const Empty: Story = { args: { rows: [], total: 0 } };
export const Loading: Story = { args: { state: 'loading' } };
export const LoadError: Story = { args: { state: 'error' } };
