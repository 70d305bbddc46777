import type { Meta, StoryObj } from '@storybook/react-vite';
import { SUPPLEMENT_STATUSES } from '@wanju/domain';
import { expect, fn, userEvent, within } from 'storybook/test';
import { requestFixture } from '../inquiry/fixtures';
import { RequestListView } from '../inquiry/RequestListView';
import { SUPPLEMENT_TEXT } from './messages';

const rows = [
  requestFixture(1, 'sent', { kind: 'supplement' }),
  requestFixture(2, 'read', { kind: 'supplement' }),
  requestFixture(3, 'completed', { kind: 'supplement' }),
];

const meta = {
  title: 'Buyer/Supplement',
  component: RequestListView,
  args: {
    title: SUPPLEMENT_TEXT.title,
    emptyTitle: SUPPLEMENT_TEXT.empty,
    emptyHint: SUPPLEMENT_TEXT.emptyHint,
    state: 'ready',
    rows,
    total: rows.length,
    page: 1,
    pageSize: 20,
    statuses: SUPPLEMENT_STATUSES,
    status: null,
    onStatusChange: fn(),
    onPageChange: fn(),
    onDelete: fn(),
    onChase: fn(),
    onOpen: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof RequestListView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Open supplements can be chased; every one opens its detail page. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getAllByRole('button', { name: /^催一下/ })[0] as HTMLElement);
    await expect(args.onChase).toHaveBeenCalledWith(1);
    await userEvent.click(canvas.getAllByRole('button', { name: /^查看详情/ })[2] as HTMLElement);
    await expect(args.onOpen).toHaveBeenCalledWith(3);
  },
};
export const Empty: Story = { args: { rows: [], total: 0 } };
export const Loading: Story = { args: { state: 'loading' } };
export const LoadError: Story = { args: { state: 'error' } };
