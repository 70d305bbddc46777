import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { DropZone } from './DropZone';

const meta = {
  title: 'Kit/DropZone',
  component: DropZone,
  args: { onFiles: fn(), acceptedFileTypes: ['image/png', 'image/jpeg'], hint: '支持 jpg、png，单张不超过 10MB' },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 480 }}>
        <Story />
      </div>
    ),
  ],
  parameters: {
    docs: {
      description: {
        component: '拖拽或选择文件（FileTrigger）。文件校验由调用方完成（如 domain validateSearchUpload）。',
      },
    },
  },
} satisfies Meta<typeof DropZone>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const ExcelToo: Story = {
  args: { acceptedFileTypes: ['image/png', 'image/jpeg', '.xlsx'], hint: '仅支持jpg、png图片或xlsx格式的excel文件' },
};
