import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { KIOSK_TEXT } from '../../app/i18n';
import { CameraView } from './KioskViews';
import { kioskFrame, touchTap } from './kioskFrame';

const meta = {
  title: 'Kiosk/Camera',
  component: CameraView,
  args: { t: KIOSK_TEXT.zh, stream: null, error: true, onCapture: fn(), onPicture: fn(), onCancel: fn() },
} satisfies Meta<typeof CameraView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Landscape: Story = {
  decorators: [kioskFrame('landscape')],
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('无法打开摄像头，请选择图片');
    touchTap(canvas.getByRole('button', { name: '取消' }));
    await expect(args.onCancel).toHaveBeenCalled();
  },
};
export const Portrait: Story = {
  decorators: [kioskFrame('portrait')],
  args: { t: KIOSK_TEXT.en, error: false },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Choose picture')).toBeInTheDocument();
  },
};
