import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { FileInput } from './FileInput';

const meta = {
  title: 'Kit/FileInput',
  component: FileInput,
  args: {
    label: '上传图片',
    hint: '支持 jpg、png 图片，也可上传 xlsx 表格批量找样',
    accept: '.jpg,.jpeg,.png,.xlsx',
    onFiles: fn(),
  },
  parameters: {
    docs: {
      description: {
        component:
          '紧凑的文件选择框：整个框就是文件输入的标签，点击、回车或空格打开选择窗口，也可把文件拖进来。需要大面积拖放区时用 DropZone。',
      },
    },
  },
} satisfies Meta<typeof FileInput>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const file = new File(['x'], 'toy.png', { type: 'image/png' });
    await userEvent.upload(within(canvasElement).getByLabelText('上传图片'), file);
    await expect(args.onFiles).toHaveBeenCalledWith([file]);
  },
};
export const Disabled: Story = { args: { isDisabled: true } };
export const LongChineseText: Story = {
  args: {
    label: '上传产品图片或 Excel 找样表格（可一次选择多个文件）',
    hint: '支持 jpg、jpeg、png 图片（单张不超过 10MB，可框选局部搜索）以及 xlsx 表格（第一行为表头，含图片列或货号列），也可以直接按 Ctrl+V 粘贴截图',
  },
};
export const NarrowWindow: Story = {
  decorators: [(Story) => <div style={{ width: 280 }}>{Story()}</div>],
};
