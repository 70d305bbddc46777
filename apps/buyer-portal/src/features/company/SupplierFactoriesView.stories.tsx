import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { factoriesFixture } from './fixtures';
import { SupplierFactoriesView } from './SupplierFactoriesView';

const meta = {
  title: 'Buyer/SupplierFactories',
  component: SupplierFactoriesView,
  args: {
    state: 'ready',
    rows: factoriesFixture,
    total: factoriesFixture.length,
    page: 1,
    pageSize: 20,
    keyword: '',
    canEdit: true,
    pendingDelete: null,
    onSearch: fn(),
    onPageChange: fn(),
    onSave: fn(async () => true),
    onAddPlatform: fn(async () => true),
    onDelete: fn(),
    onCancelDelete: fn(),
    onOpenProducts: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof SupplierFactoriesView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Deleting asks first; the products link opens the factory's products. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '2款产品：汕头市澄海区星辉玩具厂' }));
    await expect(args.onOpenProducts).toHaveBeenCalledWith(1);
    await userEvent.click(canvas.getByRole('button', { name: '删除 汕头市澄海区星辉玩具厂' }));
    const dialog = await screen.findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: /确定|确认|删除/ }));
    await expect(args.onDelete).toHaveBeenCalledWith(1, false);
  },
};
/** The server refused: the factory has products; confirming removes them together. */
export const DeleteWithProducts: Story = {
  args: { pendingDelete: { id: 1, message: '该工厂已有录入产品，删除工厂后产品将同步删除', count: 2 } },
  play: async ({ args }) => {
    const dialog = await screen.findByRole('alertdialog');
    await expect(within(dialog).getByText(/该工厂已有录入产品，删除工厂后产品将同步删除/)).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: /确定|确认|删除/ }));
    await expect(args.onDelete).toHaveBeenCalledWith(1, true);
  },
};
export const Empty: Story = { args: { rows: [], total: 0 } };
export const LoadError: Story = { args: { state: 'error' } };
