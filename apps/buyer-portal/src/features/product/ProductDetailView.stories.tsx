import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { LONG_NAME, toyDetailFixture } from '../../fixtures';
import { ProductDetailView } from './ProductDetailView';

const meta = {
  title: 'Buyer/ProductDetail',
  component: ProductDetailView,
  args: {
    detail: toyDetailFixture(),
    state: 'ready',
    onOpenFactory: fn(),
    onOpenProduct: fn(),
    onToggleCompare: fn(),
    onInquire: fn(),
    onReportError: fn(),
  },
} satisfies Meta<typeof ProductDetailView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    // §5 sizes are shown as l*w*h
    await expect(canvas.getByText('80*60*70')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: '第 2 张图片' }));
    await expect(canvas.getByRole('button', { name: '第 2 张图片' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(canvas.getByRole('button', { name: '进入工厂' }));
    await expect(args.onOpenFactory).toHaveBeenCalledWith(1);
  },
};
export const MissingSizes: Story = {
  args: { detail: toyDetailFixture({ carton_length: 0, carton_width: null, pack_length: null, similar: [] }) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByText(/^0\*/)).toBeNull();
  },
};
export const Loading: Story = { args: { state: 'loading', detail: null } };
export const LoadError: Story = { args: { state: 'error', detail: null } };
export const LongChineseText: Story = {
  args: {
    detail: toyDetailFixture({
      name: LONG_NAME,
      address: '广东省汕头市澄海区莲下镇玩具工业区创业路与兴业路交界处东侧第三栋厂房五楼（近澄海玩具城）',
    }),
  },
};

/** The inquiry and error-report buttons answer with this product's id. */
export const InquireAndReport: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '询价' }));
    await expect(args.onInquire).toHaveBeenCalledWith(1000);
    await userEvent.click(canvas.getByRole('button', { name: '纠错' }));
    await expect(args.onReportError).toHaveBeenCalledWith(1000);
  },
};
export const Inquiring: Story = {
  args: { isInquiring: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: '询价中…' })).toBeDisabled();
  },
};

/** §4 the AI抠图 button on the picture: AI抠图 starts with the picture shown; 撤销 once the result shows. */
export const AiCutout: Story = {
  args: { onCutout: fn(), onCutoutUndo: fn() },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'AI抠图' }));
    await expect(args.onCutout).toHaveBeenCalledWith(expect.stringMatching(/./));
  },
};
export const AiCutoutDone: Story = {
  args: {
    onCutout: fn(),
    onCutoutUndo: fn(),
    cutout: { phase: 'done', image: toyDetailFixture().picture, previousImage: 'x', taskId: null },
  },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: '撤销' }));
    await expect(args.onCutoutUndo).toHaveBeenCalled();
  },
};
