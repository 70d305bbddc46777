import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { Popover, PopoverTrigger } from './Popover';

const meta = {
  title: 'Kit/Popover',
  component: Popover,
  args: { title: '以图搜图', children: '上传图片、粘贴（Ctrl+V）或输入图片链接', width: 320 },
  render: (args) => (
    <PopoverTrigger>
      <Button>打开</Button>
      <Popover {...args} />
    </PopoverTrigger>
  ),
  parameters: {
    docs: {
      description: {
        component:
          '锚定在按钮上的非模态浮层（以图搜图、选样车列表）。操作列表用 Menu；简短提示用 Tooltip；需要打断用户时用 Dialog。',
      },
    },
  },
} satisfies Meta<typeof Popover>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: '打开' }));
    const body = within(canvasElement.ownerDocument.body);
    await expect(await body.findByRole('dialog', { name: '以图搜图' })).toBeInTheDocument();
  },
};
