import type { Meta, StoryObj } from '@storybook/react-vite';
import { sampleImage } from '@wanju/ui';
import { expect, fn, userEvent, within } from 'storybook/test';
import { LONG_NAME, toyFixture, toyList } from '../../fixtures';
import { ImageSearchView } from './ImageSearchView';

const meta = {
  title: 'Buyer/ImageSearch',
  component: ImageSearchView,
  args: {
    state: 'idle',
    results: [],
    onFile: fn(),
    onImageUrl: fn(),
    onOpenProduct: fn(),
    onRetry: fn(),
    onAddToCart: fn(),
    onToggleCompare: fn(),
    onCropChange: fn(),
    onSearchCrop: fn(),
    onClearPicture: fn(),
  },
} satisfies Meta<typeof ImageSearchView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Idle: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const file = new File(['x'], '样品.png', { type: 'image/png' });
    await userEvent.upload(canvas.getByLabelText('上传图片'), file);
    await expect(args.onFile).toHaveBeenCalled();
    await userEvent.type(canvas.getByRole('textbox', { name: '图片链接' }), 'https://example.com/a.jpg');
    await userEvent.click(canvas.getByRole('button', { name: '按链接搜索' }));
    await expect(args.onImageUrl).toHaveBeenCalledWith('https://example.com/a.jpg');
  },
};
export const Searching: Story = { args: { state: 'searching', picture: sampleImage('上传', '#3d8bff') } };
export const Results: Story = {
  args: { state: 'ready', picture: sampleImage('上传', '#3d8bff'), results: toyList(6) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('找到 6 款相似产品');
  },
};
export const NoResults: Story = { args: { state: 'ready', picture: sampleImage('上传', '#3d8bff'), results: [] } };
export const Refused: Story = {
  args: { message: '仅支持jpg、png图片或xlsx格式的excel文件，请重新上传' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('仅支持jpg、png图片');
  },
};
export const LoadError: Story = { args: { state: 'error', message: '图片识别失败，请换一张图片' } };
export const LongChineseText: Story = {
  args: { state: 'ready', results: [toyFixture(9, { name: LONG_NAME }), ...toyList(2)] },
};

/** After an upload the picture stays in the cropper: a new selection searches again. */
export const Cropping: Story = {
  args: {
    state: 'ready',
    cropping: { src: sampleImage('上传', '#3d8bff'), crop: { x: 0, y: 0, width: 450, height: 280 } },
    results: toyList(4),
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const selection = canvas.getByRole('slider');
    selection.focus();
    await userEvent.keyboard('{Shift>}{ArrowLeft}{/Shift}');
    await expect(args.onCropChange).toHaveBeenCalledWith({ x: 0, y: 0, width: 440, height: 280 });
    await userEvent.click(canvas.getByRole('button', { name: '按选区搜索' }));
    await expect(args.onSearchCrop).toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: '重新选择' }));
    await expect(args.onClearPicture).toHaveBeenCalled();
  },
};
/** A selection narrower than 1:5 cannot be searched (the domain's message shows under the cropper). */
export const CropTooNarrow: Story = {
  args: {
    state: 'ready',
    cropping: { src: sampleImage('上传', '#3d8bff'), crop: { x: 10, y: 0, width: 40, height: 280 } },
    results: toyList(2),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('裁剪框的宽高比须在1:5到5:1之间');
    await expect(canvas.getByRole('button', { name: '按选区搜索' })).toBeDisabled();
  },
};
