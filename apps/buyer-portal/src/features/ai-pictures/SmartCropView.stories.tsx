import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { historyFixture, output, PICTURES, taskFixture } from './fixtures';
import { SmartCropView } from './SmartCropView';

const framed = taskFixture('smartcrop', {
  outputs: [
    output(0, {
      picture: '',
      file: '',
      crop: { x: 60, y: 120, width: 480, height: 360, pad: false },
      source_size: { width: 600, height: 600 },
    }),
    output(1, {
      picture: '',
      file: '',
      crop: { x: -40, y: 0, width: 680, height: 600, pad: true },
      source_size: { width: 600, height: 600 },
    }),
  ],
});

const meta = {
  title: 'Buyer/AiSmartCrop',
  component: SmartCropView,
  args: {
    pictures: PICTURES.slice(0, 2),
    uploading: false,
    ratioKey: '4:3',
    custom: { width: 2, height: 1 },
    preview: null,
    saved: null,
    history: historyFixture('smartcrop'),
    remaining: null,
    onFiles: fn(),
    onClear: fn(),
    onRatioKey: fn(),
    onCustom: fn(),
    onPreview: fn(),
    onSave: fn(),
    onOpenHistory: fn(),
  },
} satisfies Meta<typeof SmartCropView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const ChooseRatio: Story = {
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('button', { name: '保存裁剪' })).toBeDisabled();
    await userEvent.click(c.getByRole('radio', { name: '16:9' }));
    await expect(args.onRatioKey).toHaveBeenCalledWith('16:9');
    await userEvent.click(c.getByRole('button', { name: '预览裁剪' }));
    await expect(args.onPreview).toHaveBeenCalled();
  },
};
export const Previewed: Story = {
  args: { preview: framed },
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await expect(c.getAllByTestId('crop-frame')).toHaveLength(2);
    await expect(c.getByText('玩具超出画面，已用白色补边')).toBeInTheDocument();
    await userEvent.click(c.getByRole('button', { name: '保存裁剪' }));
    await expect(args.onSave).toHaveBeenCalled();
  },
};
export const Saved: Story = { args: { preview: framed, saved: taskFixture('smartcrop') } };
export const CustomRatioRefused: Story = {
  args: { ratioKey: 'custom', custom: { width: 6, height: 1 } },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('alert')).toHaveTextContent('裁剪比例必须在1:5到5:1之间');
    await expect(c.getByRole('button', { name: '预览裁剪' })).toBeDisabled();
  },
};
