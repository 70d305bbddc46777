import type { Meta, StoryObj } from '@storybook/react-vite';
import { QUOTATION_MSG } from '@wanju/domain';
import { Button } from '@wanju/ui';
import { expect, fn, userEvent, within } from 'storybook/test';
import { detail, quotationItem, sentDetail } from './fixtures';
import { QuotationEditView } from './QuotationEditView';

const meta = {
  title: 'Buyer/QuotationEdit',
  component: QuotationEditView,
  args: {
    state: 'ready',
    quotation: detail(),
    saveState: 'saved',
    customers: [{ id: 1, name: 'ACME Toys Inc.' }],
    rates: [
      { currency: 'RMB', name: '人民币', rate: 1 },
      { currency: 'USD', name: '美元', rate: 7.2 },
    ],
    onHeader: fn(),
    onCustomer: fn(),
    onFormula: fn(),
    onItem: fn(),
    onMove: fn(),
    onRemove: fn(),
    onRefreshItem: fn(),
    onSend: fn(),
    onPreview: fn(),
    onRevoke: fn(),
    onCloseQuotation: fn(),
    onReload: fn(),
    onBack: fn(),
  },
} satisfies Meta<typeof QuotationEditView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Editing a line and moving it; the totals and send are on screen. */
export const Draft: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status', { name: '合计' })).toHaveTextContent('4款 · 20箱');
    await userEvent.click(canvas.getByRole('button', { name: /^下移 遥控越野车/ }));
    await expect(args.onMove).toHaveBeenCalledWith(100, 1);
    await userEvent.click(canvas.getByRole('button', { name: '发送报价单' }));
    await expect(args.onSend).toHaveBeenCalled();
  },
};
/** Sent and answered in part: the link, the customer's answer and the changes since sending. */
export const Answered: Story = { args: { quotation: sentDetail() } };
export const Stale: Story = {
  args: { saveState: 'stale', saveError: QUOTATION_MSG.stale },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(QUOTATION_MSG.stale)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '刷新' }));
    await expect(args.onReload).toHaveBeenCalled();
  },
};
export const Loading: Story = { args: { state: 'loading', quotation: null } };
export const LoadError: Story = { args: { state: 'error', quotation: null } };
export const NoItems: Story = { args: { quotation: detail([]) } };
export const LongList: Story = {
  args: {
    quotation: detail(
      Array.from({ length: 60 }, (_, i) =>
        quotationItem(
          i,
          i % 7 ? {} : { name: '超长名称的多功能儿童电动遥控越野攀爬车（带灯光音乐、可充电、含遥控器电池）' },
        ),
      ),
    ),
  },
};
/** The 添加产品 action sits above the lines while the quotation is open, and is gone once it is closed. */
export const AddProducts: Story = {
  args: { addAction: <Button size="sm">添加产品</Button> },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: '添加产品' })).toBeVisible();
  },
};
export const Closed: Story = {
  args: {
    quotation: { ...detail(), status: 'closed', status_text: '已关闭' },
    addAction: <Button size="sm">添加产品</Button>,
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button', { name: '添加产品' })).toBeNull();
  },
};

/** The header's terms (validity, trade term and port, payment terms) and each line's English name. */
export const TermsAndEnglishNames: Story = {
  args: {
    onTerms: fn(),
    quotation: detail([quotationItem(0), quotationItem(1, { name_en: '' })]),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const terms = await canvas.findByRole('region', { name: '报价条款' });
    const port = within(terms).getByRole('textbox', { name: /港口/ });
    // the fields are controlled by the page: each change is reported, the story's values stay as they are
    await userEvent.clear(port);
    await expect(args.onTerms).toHaveBeenLastCalledWith({ port: '' });
    const missing = canvas.getAllByPlaceholderText(/未填英文品名/);
    await userEvent.type(missing[1] as HTMLElement, 'P');
    await expect(args.onItem).toHaveBeenLastCalledWith(101, { name_en: 'P' });
  },
};
