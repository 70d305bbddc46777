import type { Meta, StoryObj } from '@storybook/react-vite';
import { QUOTATION_MSG } from '@wanju/domain';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ConfirmView } from './ConfirmView';
import { confirmInfo, confirmItem } from './fixtures';

const items = [0, 1, 2].map((i) => confirmItem(i));
const meta = {
  title: 'Buyer/Confirm',
  component: ConfirmView,
  args: {
    state: 'ready',
    lang: 'zh',
    info: confirmInfo,
    items,
    onLang: fn(),
    onDecision: fn(),
    onQuantity: fn(),
    onRemark: fn(),
    onAll: fn(),
    onSubmit: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof ConfirmView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The customer accepts an item and must give a name before submitting. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getAllByRole('radio', { name: '确认' })[0] as HTMLElement);
    await expect(args.onDecision).toHaveBeenCalledWith(100, 'accepted');
    await userEvent.click(canvas.getByRole('button', { name: '提交确认' }));
    await expect(canvas.getByText('请填写您的称呼')).toBeVisible();
    await userEvent.type(canvas.getByRole('textbox', { name: /您的称呼/ }), 'Tom');
    await userEvent.click(canvas.getByRole('button', { name: '提交确认' }));
    await expect(args.onSubmit).toHaveBeenCalledWith(expect.objectContaining({ name: 'Tom' }));
  },
};
/** The customer abroad reads the terms the salesperson set: validity, trade term and port, payment, currency. */
export const English: Story = {
  args: { lang: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Trade Term')).toBeInTheDocument();
    await expect(canvas.getByText('FOB Shantou')).toBeInTheDocument();
    await expect(canvas.getByText('30% T/T deposit, balance before shipment')).toBeInTheDocument();
    await expect(canvas.getByText(/^30 days \(until \d{4}-\d{2}-\d{2}\)$/)).toBeInTheDocument();
  },
};
export const ChangedSinceSent: Story = {
  args: {
    info: {
      ...confirmInfo,
      changes: [{ item_id: 101, name: '儿童益智积木 120 粒', kind: 'price', before: 2.1, after: 2.4 }],
    },
    items: [confirmItem(0), confirmItem(1, { changed: true }), confirmItem(2)],
  },
};
export const Submitted: Story = {
  args: {
    info: {
      ...confirmInfo,
      status: 'confirmed_part',
      answer: {
        name: 'Tom',
        contact: '',
        remark: '',
        accepted: 2,
        total: 3,
        submit_count: 1,
        submitted_time: '2026-11-06 09:00:00',
      },
    },
    items: [
      confirmItem(0, { decision: 'accepted' }),
      confirmItem(1, { decision: 'accepted', confirm_qty: 8 }),
      confirmItem(2, { decision: 'declined' }),
    ],
  },
};
export const Expired: Story = { args: { state: 'invalid', message: QUOTATION_MSG.linkExpired, info: null, items: [] } };
export const Loading: Story = { args: { state: 'loading', info: null, items: [] } };
export const LoadError: Story = { args: { state: 'error', info: null, items: [] } };
export const LongList: Story = { args: { items: Array.from({ length: 80 }, (_, i) => confirmItem(i)) } };

/** On a phone: one column, the buttons full tap targets (44 px). */
export const Phone360: Story = { globals: { viewport: { value: 'phone360' } } };
export const PhoneEnglish390: Story = { args: { lang: 'en' }, globals: { viewport: { value: 'phone390' } } };
