import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { requestFixture, requestsFixture } from './fixtures';
import { ReceivedRequestsView } from './ReceivedRequestsView';

const meta = {
  title: 'Factory/ReceivedRequests',
  component: ReceivedRequestsView,
  args: {
    kind: 'inquiry',
    state: 'ready',
    list: requestsFixture,
    onRead: fn(),
    onAnswer: fn(),
    onClose: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof ReceivedRequestsView>;
export default meta;
type Story = StoryObj<typeof meta>;

const first = requestsFixture[0]?.list[0];

/** A new inquiry: mark it read, then answer with a price for one product. */
export const AnswerInquiry: Story = {
  args: { list: [requestFixture(11)] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '标记已读' }));
    await expect(args.onRead).toHaveBeenCalledWith(11);
    await userEvent.click(canvas.getByRole('button', { name: '回复报价' }));
    await expect(canvas.getByRole('alert')).toHaveTextContent('请至少为一款产品填写报价');
    await userEvent.type(canvas.getByRole('textbox', { name: `${first?.name} 的报价（元）` }), '12.8');
    await userEvent.type(canvas.getByRole('textbox', { name: '回复内容' }), '交期25天');
    await userEvent.click(canvas.getByRole('button', { name: '回复报价' }));
    await expect(args.onAnswer).toHaveBeenCalledWith(11, '交期25天', [{ toy_id: first?.id, price: 12.8, remark: '' }]);
  },
};
/** Closing asks for confirmation first. */
export const CloseInquiry: Story = {
  args: { list: [requestFixture(11)] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '关闭询价' }));
    const dialog = within(document.body).getByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    await expect(args.onClose).toHaveBeenCalledWith(11);
  },
};
/** Sent, answered and closed inquiries side by side. */
export const Statuses: Story = {};
export const Supplements: Story = {
  args: { kind: 'supplement', list: [requestFixture(31, { kind: 'supplement', remark: '' })] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: '回复报价' })).toBeNull();
    await expect(canvas.getByRole('button', { name: '标记已读' })).toBeVisible();
  },
};
export const Empty: Story = { args: { list: [] } };
export const Loading: Story = { args: { state: 'loading', list: [] } };
export const LoadError: Story = { args: { state: 'error', list: [] } };

const withForm = requestFixture(14, { currency: 'USD', deadline: '2026-12-05', sample_needed: true });
/** What the buyer filled in the inquiry form: quantity and target price per product, deadline, sample wish. */
export const InquiryFormValues: Story = {
  args: {
    list: [
      { ...withForm, list: withForm.list.map((l, i) => ({ ...l, quantity: 36 + i, target_price: i ? null : 4.25 })) },
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/数量 36 箱 · 目标价 \$4\.25\/件/)).toBeInTheDocument();
    await expect(canvas.getByText(/数量 37 箱/)).toBeInTheDocument();
    await expect(canvas.getByText('请于 2026-12-05 前回复')).toBeInTheDocument();
    await expect(canvas.getByText('需要寄样')).toBeInTheDocument();
  },
};
