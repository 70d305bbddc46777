import type { Meta, StoryObj } from '@storybook/react-vite';
import { Maximize } from 'lucide-react';
import { expect, userEvent, within } from 'storybook/test';
import { IconButton } from '../IconButton/IconButton';
import { Tooltip } from './Tooltip';

const meta = {
  title: 'Kit/Tooltip',
  component: Tooltip,
  args: { content: '全屏显示（Esc 退出）', children: <IconButton label="全屏" icon={<Maximize size={18} />} /> },
  decorators: [
    (Story) => (
      <div style={{ padding: 48 }}>
        <Story />
      </div>
    ),
  ],
  parameters: {
    docs: { description: { component: '悬停或键盘聚焦时的简短提示（图标按钮的用途）。重要信息不能只放在提示里。' } },
  },
} satisfies Meta<typeof Tooltip>;
export default meta;
type Story = StoryObj<typeof meta>;

export const OnFocus: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    const body = within(canvasElement.ownerDocument.body);
    await expect(await body.findByRole('tooltip')).toHaveTextContent('全屏显示');
  },
};
export const Open: Story = { args: { defaultOpen: true, placement: 'bottom' } };
