import type { Meta, StoryObj } from '@storybook/react-vite';
import { sampleImage } from '@wanju/ui';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
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
    onUpload: fn(async (file: File) => sampleImage(file.name.slice(0, 2), '#2fb36b')),
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
    await expect(args.onAnswer).toHaveBeenCalledWith(11, {
      answer: '交期25天',
      prices: [{ toy_id: first?.id, price: 12.8, remark: '' }],
      sample_date: null,
      pictures: [],
    });
  },
};
/** Answering with a picture and a sample date; a file that is no picture is refused before upload. */
export const AnswerWithPictureAndDate: Story = {
  args: { list: [requestFixture(11, { status: 'read', status_text: '工厂已读' })] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText('回复图片') as HTMLInputElement;
    await userEvent.upload(input, new File(['%PDF'], '报价单.pdf', { type: 'application/pdf' }), {
      applyAccept: false,
    });
    await expect(canvas.getByRole('alert')).toHaveTextContent('只支持图片格式的文件');
    await userEvent.upload(input, new File([new Uint8Array([137, 80, 78, 71])], '样品.png', { type: 'image/png' }));
    await expect(args.onUpload).toHaveBeenCalled();
    // the picture fades in once it has loaded
    await waitFor(() => expect(canvas.getByRole('img', { name: '回复图片1' })).toBeVisible());
    const year = canvas.getAllByRole('spinbutton', { name: /年/ })[0] as HTMLElement;
    await userEvent.click(year);
    await userEvent.keyboard('2099');
    await userEvent.keyboard('12');
    await userEvent.keyboard('01');
    await userEvent.type(canvas.getByRole('textbox', { name: `${first?.name} 的报价（元）` }), '9.9');
    await userEvent.click(canvas.getByRole('button', { name: '回复报价' }));
    await expect(args.onAnswer).toHaveBeenCalledWith(11, {
      answer: '',
      prices: [{ toy_id: first?.id, price: 9.9, remark: '' }],
      sample_date: '2099-12-01',
      pictures: [expect.stringContaining('data:image/svg+xml')],
    });
  },
};
/** Closing asks for confirmation first. */
export const CloseInquiry: Story = {
  args: { list: [requestFixture(11)] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '关闭询价' }));
    const dialog = await within(document.body).findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    await expect(args.onClose).toHaveBeenCalledWith(11);
  },
};
/** Sent, answered and closed inquiries side by side. */
export const Statuses: Story = {};
/** A supplement is answered with the date the sample goes out (no prices); without a date it says so. */
export const Supplements: Story = {
  args: { kind: 'supplement', list: [requestFixture(31, { kind: 'supplement', remark: '' })] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: '回复报价' })).toBeNull();
    await expect(canvas.getByRole('button', { name: '标记已读' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '回复寄样' }));
    await expect(canvas.getByRole('alert')).toHaveTextContent('补样请填写寄样日期');
    await expect(args.onAnswer).not.toHaveBeenCalled();
  },
};
/** A completed supplement shows its sample date and who answered. */
export const SupplementCompleted: Story = {
  args: {
    kind: 'supplement',
    list: [
      requestFixture(32, {
        kind: 'supplement',
        status: 'completed',
        status_text: '已完成',
        answer: '样品明天顺丰寄出',
        sample_date: '2026-11-23',
        answered_by_name: '黄丽娟',
      }),
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('样品日期：2026-11-23')).toBeVisible();
    await expect(canvas.getByText('回复人：黄丽娟')).toBeVisible();
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
