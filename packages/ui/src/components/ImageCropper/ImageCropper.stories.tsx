import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { sampleImage } from '../../fixtures';
import { type CropRect, ImageCropper } from './ImageCropper';

function Demo({ initial }: { initial: CropRect }) {
  const [r, setR] = useState(initial);
  return <ImageCropper src={sampleImage('crop', '#3d8bff')} value={r} onChange={setR} />;
}

const meta = {
  title: 'Kit/ImageCropper',
  component: Demo,
  args: { initial: { x: 120, y: 40, width: 200, height: 200 } },
  parameters: {
    docs: {
      description: {
        component:
          '以图搜图的裁剪框：450×280 区域，选框可拖动、可缩放（键盘：方向键移动，Shift+方向键调整大小），宽高比限制 1:5–5:1（domain 规则）。',
      },
    },
  },
} satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const sel = within(canvasElement).getByRole('slider');
    sel.focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(sel.style.left).toBe('130px');
  },
};
export const InvalidAspect: Story = { args: { initial: { x: 10, y: 100, width: 400, height: 40 } } };
