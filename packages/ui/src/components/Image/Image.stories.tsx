import type { Meta, StoryObj } from '@storybook/react-vite';
import { sampleImage } from '../../fixtures';
import { Image } from './Image';

const meta = {
  title: 'Kit/Image',
  component: Image,
  args: { alt: '遥控越野车', src: sampleImage('遥控车', '#ff8a3d'), width: 200 },
  parameters: {
    docs: { description: { component: '固定比例的图片框：懒加载、淡入，缺图或加载失败显示占位。产品图默认 1:1。' } },
  },
} satisfies Meta<typeof Image>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Square: Story = { args: { loading: 'eager' } };
export const Contain: Story = { args: { fit: 'contain', ratio: 4 / 3, loading: 'eager' } };
export const NoPicture: Story = { args: { src: null } };
export const Broken: Story = { args: { src: 'data:image/png;base64,broken' } };
/** The empty frame before the picture is requested (a list's first frame). */
export const Deferred: Story = { args: { defer: true } };
