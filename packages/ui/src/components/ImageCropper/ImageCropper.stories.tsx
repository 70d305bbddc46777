import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fireEvent, userEvent, within } from 'storybook/test';
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
          '以图搜图的裁剪框：450×280 区域，选框可拖动，四边四角共 8 个手柄可缩放（键盘：方向键移动，Shift+方向键调整大小），宽高比限制 1:5–5:1（domain 规则）。用在上传图片之后、搜索之前，让用户只搜图片中的某个产品。',
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
export const ResizeFromCorner: Story = {
  play: async ({ canvasElement }) => {
    const sel = within(canvasElement).getByRole('slider');
    const handle = canvasElement.querySelector('[data-handle="nw"]') as HTMLElement;
    fireEvent.pointerDown(handle, { clientX: 100, clientY: 100, pointerId: 1 });
    fireEvent.pointerMove(handle, { clientX: 60, clientY: 80, pointerId: 1 });
    fireEvent.pointerUp(handle, { pointerId: 1 });
    await expect(sel.style.left).toBe('80px');
    await expect(sel.style.top).toBe('20px');
    await expect(sel.style.width).toBe('240px');
    await expect(sel.style.height).toBe('220px');
  },
};

export const InvalidAspect: Story = { args: { initial: { x: 10, y: 100, width: 400, height: 40 } } };
