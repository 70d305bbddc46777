import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CutoutView } from './CutoutView';
import { historyFixture, output, PICTURES, taskFixture } from './fixtures';

const meta = {
  title: 'Buyer/AiCutout',
  component: CutoutView,
  args: {
    pictures: PICTURES.slice(0, 2),
    uploading: false,
    background: 'transparent',
    task: null,
    history: historyFixture('cutout'),
    remaining: 18,
    onFiles: fn(),
    onClear: fn(),
    onBackground: fn(),
    onStart: fn(),
    onOpenHistory: fn(),
  },
} satisfies Meta<typeof CutoutView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Ready: Story = {
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await userEvent.click(c.getByRole('radio', { name: '白色背景（JPG）' }));
    await expect(args.onBackground).toHaveBeenCalledWith('white');
    await userEvent.click(c.getByRole('button', { name: '开始处理' }));
    await expect(args.onStart).toHaveBeenCalled();
  },
};
export const Empty: Story = {
  args: { pictures: [], history: [], remaining: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: '开始处理' })).toBeDisabled();
  },
};
export const Running: Story = {
  args: { task: taskFixture('cutout', { status: 'running', progress: 45, outputs: [output(0)], result: null }) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('处理中 45%')).toBeInTheDocument();
    await expect(within(canvasElement).getByRole('button', { name: '开始处理' })).toBeDisabled();
  },
};
export const Done: Story = { args: { task: taskFixture('cutout') } };
export const OnePictureFailed: Story = {
  args: {
    task: taskFixture('cutout', {
      outputs: [output(0), output(1, { file: '', picture: '', error: '抠图失败：未能识别出图片中的主体' })],
    }),
  },
};
export const Failed: Story = {
  args: {
    task: taskFixture('cutout', { status: 'failed', error: '图片已损坏或格式不正确', outputs: [], result: null }),
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('图片已损坏或格式不正确');
  },
};
export const FreeRunsUsedUp: Story = { args: { remaining: 0 } };

const fromProduct = {
  record: { module: 'company_product', id: 7, picture: PICTURES[0] as string, label: 'A-1001 遥控越野车' },
  result: null,
  saving: false,
  saved: null,
  current: '/cutout',
  onSave: fn(),
  onUndo: fn(),
  onTool: fn(),
} as const;

/** Opened from a library product: the result is saved back onto it; another tool can take its picture. */
export const FromProduct: Story = {
  args: {
    pictures: PICTURES.slice(0, 1),
    task: taskFixture('cutout', { outputs: [output(0)] }),
    record: { ...fromProduct, result: output(0).file },
  },
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await expect(c.getByText('正在处理：A-1001 遥控越野车')).toBeInTheDocument();
    await userEvent.click(c.getByRole('button', { name: '保存到产品' }));
    await expect(args.record?.onSave).toHaveBeenCalled();
    await userEvent.click(c.getByRole('button', { name: 'AI消除' }));
    await expect(args.record?.onTool).toHaveBeenCalledWith('/xiaoniaoAIremove');
  },
};
/** Before a result there is nothing to save. */
export const FromProductNoResult: Story = {
  args: { pictures: PICTURES.slice(0, 1), record: fromProduct },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: '保存到产品' })).toBeDisabled();
  },
};
/** Saved onto a cart line: the original is kept, undo puts it back. */
export const SavedToCartLine: Story = {
  args: {
    pictures: PICTURES.slice(0, 1),
    task: taskFixture('cutout', { outputs: [output(0)] }),
    record: {
      ...fromProduct,
      record: { ...fromProduct.record, module: 'cart_item' },
      result: output(0).file,
      saved: { object: output(0).file, previous: PICTURES[0] as string },
    },
  },
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('status')).toHaveTextContent('已保存到选样车，原图仍保留');
    await userEvent.click(c.getByRole('button', { name: '撤销保存' }));
    await expect(args.record?.onUndo).toHaveBeenCalled();
  },
};
