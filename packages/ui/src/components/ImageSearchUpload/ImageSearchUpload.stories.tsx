import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ImageSearchUpload } from './ImageSearchUpload';

const meta = {
  title: 'Kit/ImageSearchUpload',
  component: ImageSearchUpload,
  args: { kind: 'product', onSearchFile: fn(), onSearchUrl: fn() },
  parameters: {
    docs: {
      description: {
        component:
          '以图搜图的输入（页头相机浮层、以图搜图页）：上传或拖拽、Ctrl+V 粘贴、图片链接；图片进入 450×280 裁剪框。文件类型与链接的提示语来自 domain（产品搜索可传 xlsx，工厂搜索只收图片）。',
      },
    },
  },
} satisfies Meta<typeof ImageSearchUpload>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Product: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: '图片链接' }), 'ftp://a');
    await userEvent.click(canvas.getByRole('button', { name: '搜索链接' }));
    await expect(canvas.getByText('图片链接必须由http://或https://开头')).toBeInTheDocument();
  },
};
export const Factory: Story = { args: { kind: 'factory' } };
