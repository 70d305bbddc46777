import type { Meta, StoryObj } from '@storybook/react-vite';
import { sampleImage } from '@wanju/ui';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { factoriesFixture, productsFixture } from './fixtures';
import { ProductLibraryView } from './ProductLibraryView';

const meta = {
  title: 'Buyer/ProductLibrary',
  component: ProductLibraryView,
  args: {
    state: 'ready',
    rows: productsFixture,
    total: productsFixture.length,
    page: 1,
    pageSize: 20,
    filter: { keyword: '', source: 'all', supplier_factory_id: null },
    factories: factoriesFixture.map((f) => ({ id: f.id, name: f.name })),
    canEdit: true,
    onFilter: fn(),
    onPageChange: fn(),
    onSave: fn(async () => true),
    onDelete: fn(),
    onBulkEdit: fn(async () => true),
    onFromPlatform: fn(async () => true),
    onAddToCart: fn(),
    onAddToChoose: fn(),
    onQuote: fn(),
    onUpload: fn(async () => null),
    onRetry: fn(),
  },
} satisfies Meta<typeof ProductLibraryView>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Selected products are bulk edited, quoted and go into a sample cart or a selection list as the company keeps
 * them, made by hand or taken from a platform product; each row has the same two actions.
 */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('checkbox', { name: '选择 GB-001' }));
    await userEvent.click(canvas.getByRole('checkbox', { name: '选择 GB-002' }));
    await userEvent.click(canvas.getByRole('button', { name: '加入选样车' }));
    await expect(args.onAddToCart).toHaveBeenCalledWith([1, 2]);
    await userEvent.click(canvas.getByRole('button', { name: '加入选品单' }));
    await expect(args.onAddToChoose).toHaveBeenCalledWith([1, 2]);
    await userEvent.click(canvas.getByRole('button', { name: 'GB-002 加入选样车' }));
    await expect(args.onAddToCart).toHaveBeenLastCalledWith([2]);
    await userEvent.click(canvas.getByRole('button', { name: 'GB-001 加入选品单' }));
    await expect(args.onAddToChoose).toHaveBeenLastCalledWith([1]);
    await userEvent.click(canvas.getByRole('button', { name: '生成报价单' }));
    await expect(args.onQuote).toHaveBeenCalledWith([1, 2]);
    await userEvent.click(canvas.getByRole('button', { name: '批量修改' }));
    const dialog = await screen.findByRole('dialog', { name: /批量修改已选的2款产品/ });
    await userEvent.type(within(dialog).getByRole('textbox', { name: '售价调整（%）' }), '10');
    await userEvent.tab();
    await userEvent.click(within(dialog).getByRole('button', { name: '保存' }));
    await expect(args.onBulkEdit).toHaveBeenCalledWith([1, 2], { price_percent: 10 });
  },
};
/** A new product needs an item number and a name. */
export const NewProduct: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: '新建产品' }));
    const dialog = await screen.findByRole('dialog', { name: '新建产品' });
    await userEvent.click(within(dialog).getByRole('button', { name: '保存' }));
    await expect(within(dialog).getByText('请输入货号')).toBeVisible();
    await userEvent.type(within(dialog).getByRole('textbox', { name: /^货号/ }), 'GB-900');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /^产品名称/ }), '泡泡机');
    await userEvent.click(within(dialog).getByRole('button', { name: '保存' }));
    await expect(args.onSave).toHaveBeenCalledWith(
      null,
      expect.objectContaining({ item_number: 'GB-900', name: '泡泡机' }),
    );
  },
};
/** A salesperson browses the library without edit actions. */
export const Salesperson: Story = {
  args: { canEdit: false },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button', { name: '新建产品' })).toBeNull();
  },
};
export const Empty: Story = { args: { rows: [], total: 0 } };
export const Loading: Story = { args: { state: 'loading' } };

/** The library opens the batch imports: an Excel of products, or a zip of pictures. */
export const ImportLinks: Story = {
  args: { onImport: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '批量导入产品' }));
    await expect(args.onImport).toHaveBeenCalledWith('products');
    await userEvent.click(canvas.getByRole('button', { name: '批量导入图片' }));
    await expect(args.onImport).toHaveBeenCalledWith('images');
  },
};
/** A product's picture opens in the AI picture tools; the result can be saved back onto the product. */
export const AiTools: Story = {
  args: {
    onAiTools: fn(),
    rows: productsFixture.map((p, i) => (i === 0 ? { ...p, picture: sampleImage('车') } : p)),
  },
  play: async ({ canvasElement, args }) => {
    // only a product with a picture offers it
    await expect(within(canvasElement).queryByRole('button', { name: 'AI修图 GB-002' })).toBeNull();
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'AI修图 GB-001' }));
    await expect(args.onAiTools).toHaveBeenCalledWith(expect.objectContaining({ item_number: 'GB-001' }));
  },
};
