import type { Meta, StoryObj } from '@storybook/react-vite';
import { DEFAULT_PRICE_FORMULA } from '@wanju/domain';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PreferencesView } from './PreferencesView';

const meta = {
  title: 'Buyer/Preferences',
  component: PreferencesView,
  args: {
    lang: 'zh',
    onLangChange: fn(),
    formula: { ...DEFAULT_PRICE_FORMULA, currency_type: 'USD', exchange_rate: 7.2, profit_rate: 10 },
    onSaveFormula: fn(),
    fields: ['article_number', 'exworks_price', 'factory_name', 'carton_quantity'],
    onSaveFields: fn(),
    company: {
      company_id: 1,
      company_name: '深圳市环球优品贸易有限公司',
      join_code: 'AB12CD34',
      currency: 'USD',
      rates: {},
      print_key: '',
      website: '',
    },
    canEditCompany: true,
    onSaveCompany: fn(),
    onBindCompany: fn(),
    onAcceptInvite: fn(),
  },
} satisfies Meta<typeof PreferencesView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The sample product's price follows the profit rate as it is typed, before anything is saved. */
export const LivePreview: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const price = canvas.getByTestId('formula-preview-price');
    // 47.50 × 1.10 ÷ 7.2
    await expect(price).toHaveTextContent('$7.26');
    const profit = canvas.getByRole('textbox', { name: '利润率 %' });
    await userEvent.clear(profit);
    await userEvent.type(profit, '20');
    await userEvent.tab();
    // 47.50 × 1.20 ÷ 7.2
    await expect(price).toHaveTextContent('$7.92');
    await expect(args.onSaveFormula).not.toHaveBeenCalled();
    await userEvent.click(canvas.getAllByRole('button', { name: '保存' })[0] as HTMLElement);
    await expect(args.onSaveFormula).toHaveBeenCalledWith(expect.objectContaining({ profit_rate: 20 }));
  },
};

/** English names: the language switch. */
export const SwitchLanguage: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('radio', { name: 'English' }));
    await expect(args.onLangChange).toHaveBeenCalledWith('en');
  },
};

/** A user without a company is offered to join or create one. */
export const NoCompany: Story = {
  args: { company: null },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: '加入或创建公司' }));
    await expect(args.onBindCompany).toHaveBeenCalled();
    // an invited user enters the invitation's code from here (the menu offers no staff area without a company)
    await userEvent.click(within(canvasElement).getByRole('button', { name: '输入邀请验证码' }));
    await expect(args.onAcceptInvite).toHaveBeenCalled();
  },
};

/** A salesperson sees the company's settings but cannot change them, nor the join code. */
export const Salesperson: Story = {
  args: {
    canEditCompany: false,
    company: {
      company_id: 1,
      company_name: '深圳市环球优品贸易有限公司',
      join_code: '',
      currency: 'EUR',
      rates: {},
      print_key: 'LODOP-123',
      website: '',
    },
  },
};
