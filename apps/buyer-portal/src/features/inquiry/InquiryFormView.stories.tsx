import type { Meta, StoryObj } from '@storybook/react-vite';
import { INQUIRY_MSG } from '@wanju/domain';
import { sampleImage } from '@wanju/ui';
import { expect, fn, userEvent, within } from 'storybook/test';
import { InquiryFormView } from './InquiryFormView';

const lines = [
  {
    toy_id: 11,
    name: '2.4G遥控攀爬越野车',
    article_number: 'XH-1011',
    thumb: sampleImage('车', '#d94f8c'),
    factory_name: '汕头市澄海区星辉玩具厂',
    quantity: 12,
  },
  {
    toy_id: 12,
    name: '全自动泡泡枪（带灯光音乐，含两瓶泡泡水，红蓝两色混装）',
    article_number: 'AD-2208',
    thumb: sampleImage('枪', '#2a9d8f'),
    factory_name: '汕头市澄海区奥迪玩具实业有限公司',
    quantity: 3,
  },
];

const meta = {
  title: 'Buyer/InquiryForm',
  component: InquiryFormView,
  args: { lines, today: '2026-11-25', isOpen: true, onOpenChange: fn(), onSubmit: fn() },
} satisfies Meta<typeof InquiryFormView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Quantities start from the cart's; the buyer adds a target price, currency, deadline, remark and asks for samples. */
export const FromCart: Story = {
  play: async ({ args }) => {
    const dialog = within(await within(document.body).findByRole('dialog', { name: '发送询价' }));
    const first = within(dialog.getByRole('listitem', { name: '2.4G遥控攀爬越野车' }));
    await expect(first.getByRole('textbox', { name: '数量（箱）' })).toHaveValue('12');
    await userEvent.type(first.getByRole('textbox', { name: '目标价（每件，选填）' }), '4.25');
    await userEvent.tab();
    await userEvent.type(dialog.getByRole('textbox', { name: /回复截止日期/ }), '2026-12-05');
    await userEvent.type(dialog.getByRole('textbox', { name: /备注/ }), '请报FOB汕头价');
    await userEvent.click(dialog.getByRole('checkbox', { name: '需要寄样' }));
    await userEvent.click(dialog.getByRole('button', { name: '发送询价' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      lines: [
        { toy_id: 11, quantity: 12, target_price: 4.25 },
        { toy_id: 12, quantity: 3, target_price: null },
      ],
      currency: 'RMB',
      remark: '请报FOB汕头价',
      deadline: '2026-12-05',
      sample_needed: true,
    });
  },
};

/** The domain's rules refuse a past deadline before anything is sent. */
export const PastDeadline: Story = {
  play: async ({ args }) => {
    const dialog = within(await within(document.body).findByRole('dialog', { name: '发送询价' }));
    await userEvent.type(dialog.getByRole('textbox', { name: /回复截止日期/ }), '2026-11-01');
    await userEvent.click(dialog.getByRole('button', { name: '发送询价' }));
    await expect(dialog.getByRole('alert')).toHaveTextContent(INQUIRY_MSG.deadlinePast);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** One product from its detail, while the server's answer is awaited. */
export const Sending: Story = {
  args: { lines: lines.slice(0, 1).map((l) => ({ ...l, quantity: 1 })), isPending: true },
};

/** The server refused (its message is shown in the form). */
export const Refused: Story = { args: { error: '产品不存在或已下架：12' } };
