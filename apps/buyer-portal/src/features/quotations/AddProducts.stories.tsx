import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { AddProductsDialog } from './AddProductsDialog';
import { cartOptions, choosesOptions, productOptions } from './fixtures';

const meta = {
  title: 'Buyer/AddProducts',
  component: AddProductsDialog,
  args: {
    kind: 'search',
    number: 'Q20261105-0001',
    state: 'ready',
    options: productOptions,
    total: productOptions.length,
    page: 1,
    pageSize: 10,
    keyword: '',
    onKeyword: fn(),
    onPage: fn(),
    onConfirm: fn(),
    onRetry: fn(),
    onClose: fn(),
  },
} satisfies Meta<typeof AddProductsDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Search results: tick several products and add them; typing searches. */
export const FromSearch: Story = {
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: '从搜索结果添加到 Q20261105-0001' });
    const add = within(dialog).getByRole('button', { name: /^添加所选/ });
    await expect(add).toBeDisabled();
    await userEvent.click(within(dialog).getByRole('checkbox', { name: '遥控越野车 1:16 四驱' }));
    await userEvent.click(within(dialog).getByRole('checkbox', { name: '毛绒小熊 30cm' }));
    await userEvent.click(within(dialog).getByRole('button', { name: '添加所选（2）' }));
    await expect(args.onConfirm).toHaveBeenCalledWith([5001, 5003]);
    await userEvent.type(within(dialog).getByRole('searchbox', { name: '搜索产品' }), '熊');
    await expect(args.onKeyword).toHaveBeenCalled();
  },
};
/** Any sample cart the user may see: one is picked, all its products join. */
export const FromCart: Story = {
  args: { kind: 'cart', options: cartOptions, total: cartOptions.length },
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: '从选样车添加到 Q20261105-0001' });
    await userEvent.click(within(dialog).getByRole('radio', { name: '圣诞新品' }));
    await userEvent.click(within(dialog).getByRole('button', { name: '添加' }));
    await expect(args.onConfirm).toHaveBeenCalledWith([12]);
  },
};
export const FromSelectionList: Story = {
  args: { kind: 'chooses', options: choosesOptions, total: 23, pageSize: 2 },
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: '从选品单添加到 Q20261105-0001' });
    await userEvent.click(within(dialog).getByRole('radio', { name: '中东展会精选' }));
    await userEvent.click(within(dialog).getByRole('button', { name: '添加' }));
    await expect(args.onConfirm).toHaveBeenCalledWith([22]);
    await userEvent.click(within(dialog).getByRole('button', { name: '下一页' }));
    await expect(args.onPage).toHaveBeenCalledWith(2);
  },
};
export const NothingFound: Story = { args: { kind: 'cart', options: [], total: 0, keyword: '不存在的车' } };
export const Loading: Story = { args: { state: 'loading', options: [] } };
export const LoadError: Story = {
  args: { state: 'error', options: [] },
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: '重试' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};
