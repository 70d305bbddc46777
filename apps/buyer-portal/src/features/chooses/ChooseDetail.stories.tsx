import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ChooseDetailView } from './ChooseDetailView';
import {
  appliesFixture,
  chooseDetailFixture,
  chooseProductsFixture,
  longChooseFixture,
  ratesFixture,
  workingFixture,
} from './fixtures';

const link = 'https://wanju.example.com/chooseShare?token=abcdef1234567890';

const meta = {
  title: 'Buyer/ChooseDetail',
  component: ChooseDetailView,
  args: {
    state: 'ready',
    detail: chooseDetailFixture,
    shareLink: link,
    products: chooseProductsFixture,
    applies: appliesFixture,
    rates: ratesFixture,
    working: workingFixture,
    onShare: fn(),
    onRevoke: fn(),
    onCopy: fn(),
    onSaveWords: fn(),
    onRemoveProduct: fn(),
    onSaveFormula: fn(),
    onSaveNumbers: fn(),
    onBack: fn(),
    onCreateQuotation: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof ChooseDetailView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The active share link is shown and copied; it can be revoked. */
export const Shared: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: '分享链接' })).toHaveValue(link);
    await userEvent.click(canvas.getByRole('button', { name: '复制链接' }));
    await expect(args.onCopy).toHaveBeenCalledWith(link);
    await userEvent.click(canvas.getByRole('button', { name: '撤销分享' }));
    await expect(args.onRevoke).toHaveBeenCalled();
  },
};
/** Not shared yet: one button creates the link. */
export const NotShared: Story = {
  args: {
    shareLink: null,
    detail: { ...chooseDetailFixture, share: { token: null, state: 'none', expires_time: null } },
    applies: [],
  },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: '生成分享链接' }));
    await expect(args.onShare).toHaveBeenCalled();
  },
};
/** The price formula: a new profit rate and the per-carton basis are saved together. */
export const Pricing: Story = {
  play: async ({ canvasElement, args }) => {
    const panel = within(within(canvasElement).getByRole('region', { name: '报价设置' }));
    await expect(panel.getByRole('textbox', { name: /汇率/ })).toHaveValue('7.2');
    const profit = panel.getByRole('textbox', { name: '利润率（%）' });
    await userEvent.clear(profit);
    await userEvent.type(profit, '25');
    await userEvent.click(panel.getByRole('radio', { name: '按箱' }));
    await userEvent.click(panel.getByRole('button', { name: '保存报价设置' }));
    await expect(args.onSaveFormula).toHaveBeenCalledWith({
      ...chooseDetailFixture.price_formula,
      profit_rate: 25,
      price_basis: 'carton',
    });
  },
};
/** Custom numbers: only the changed ones are saved. */
export const CustomNumbers: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const save = canvas.getByRole('button', { name: '保存自编号' });
    await expect(save).toBeDisabled();
    const second = chooseProductsFixture[1];
    const field = canvas.getByRole('textbox', { name: `${second?.name} 的自编号` });
    await userEvent.type(field, 'C-002');
    await userEvent.click(save);
    await expect(args.onSaveNumbers).toHaveBeenCalledWith([{ toy_id: second?.id, custom_number: 'C-002' }]);
  },
};
export const LongText: Story = { args: { detail: { ...chooseDetailFixture, ...longChooseFixture } } };
export const NoProducts: Story = { args: { products: [], applies: [] } };
export const Loading: Story = { args: { state: 'loading', detail: null } };
export const LoadError: Story = { args: { state: 'error', detail: null } };

/** The list keeps the order the buyer gives it: a product moves up or down one place. */
export const Reorder: Story = {
  args: { onMoveProduct: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const [first, second] = chooseProductsFixture;
    await expect(canvas.getByRole('button', { name: `上移 ${first?.name}` })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: `上移 ${second?.name}` }));
    await expect(args.onMoveProduct).toHaveBeenCalledWith(`p${second?.id}`, 0);
    await userEvent.click(canvas.getByRole('button', { name: `下移 ${first?.name}` }));
    await expect(args.onMoveProduct).toHaveBeenCalledWith(`p${first?.id}`, 1);
  },
};

const libraryProduct = {
  ...(chooseProductsFixture[0] as (typeof chooseProductsFixture)[number]),
  id: 0,
  toy_id: 0,
  company_product_id: 41,
  name: '自营手工积木桶',
  article_number: 'OWN-41',
  custom_number: '',
};
/** A product of the company's own library is marked 产品库 and removed, moved and numbered by its own id. */
export const LibraryProduct: Story = {
  args: { products: [...chooseProductsFixture, libraryProduct], onMoveProduct: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('产品库')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '上移 自营手工积木桶' }));
    await expect(args.onMoveProduct).toHaveBeenCalledWith('c41', chooseProductsFixture.length - 1);
    await userEvent.type(canvas.getByRole('textbox', { name: '自营手工积木桶 的自编号' }), 'K-01');
    await userEvent.click(canvas.getByRole('button', { name: '保存自编号' }));
    await expect(args.onSaveNumbers).toHaveBeenCalledWith([{ company_product_id: 41, custom_number: 'K-01' }]);
  },
};
