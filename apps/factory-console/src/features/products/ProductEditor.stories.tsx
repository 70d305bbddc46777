import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { listingDetail } from './fixtures';
import { ProductEditorView } from './ProductEditorView';

const meta = {
  title: 'Factory/ProductEditor',
  component: ProductEditorView,
  args: {
    initial: listingDetail(),
    onSave: fn(),
    onBack: fn(),
    onUploadPictures: fn(async () => []),
    onCropPicture: fn(async (p: string) => p),
  },
} satisfies Meta<typeof ProductEditorView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A published product: its pictures (the first is the main one), fields and the computed volume. */
export const Edit: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('体积 0.12 CBM / 4.24 CUFT');
    // the category by its name alone, never its code
    const category = canvas.getByRole('button', { name: /遥控车/ });
    await expect(category).not.toHaveTextContent(/\d{4}/);
  },
};

/** A new product cannot be published without a name, category and picture: the message says which. */
export const NewProductRefused: Story = {
  args: { initial: null },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: /货号/ }), 'CH-2001');
    await userEvent.click(canvas.getByRole('button', { name: /上架状态$/ }));
    await userEvent.click(await within(document.body).findByRole('option', { name: '已上架' }));
    await userEvent.click(canvas.getByRole('button', { name: '保存' }));
    await expect(canvas.getByRole('alert')).toHaveTextContent('上架前请补充：中文品名、分类、图片');
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

/** The second picture becomes the main one; the carton size recomputes the volume; saving sends it all. */
export const ReorderAndSave: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '设为主图' }));
    const carton = canvas.getByRole('textbox', { name: '外箱长' });
    await userEvent.clear(carton);
    await userEvent.type(carton, '120');
    await userEvent.tab();
    await expect(canvas.getByRole('status')).toHaveTextContent('体积 0.24 CBM / 8.48 CUFT');
    await userEvent.click(canvas.getByRole('button', { name: '保存' }));
    const [input, status] = (args.onSave as ReturnType<typeof fn>).mock.calls[0] as [
      { pictures: string[]; carton_length: number },
      string,
    ];
    await expect(input.pictures[0]).toBe(listingDetail().pictures[1]);
    await expect(input.carton_length).toBe(120);
    await expect(status).toBe('published');
  },
};

/** A field the domain refuses is named at the field. */
export const WeightRefused: Story = {
  args: { initial: listingDetail({ net_weight: 20 }) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '保存' }));
    await expect(canvas.getByText('净重不能大于毛重')).toBeVisible();
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

/** The server's refusal (a duplicate article number) shows at its field. */
export const ServerRefusal: Story = {
  args: { refusal: { message: '货号CH-1001已存在，请更换', field: 'article_number' } },
};
export const Saving: Story = { args: { saving: true } };
