import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { sampleCarts } from '../../fixtures';
import { SampleCartHoverList } from './SampleCartHoverList';

const meta = {
  title: 'Kit/SampleCartHoverList',
  component: SampleCartHoverList,
  args: { carts: sampleCarts, onOpen: fn(), onManage: fn(), onCreate: fn() },
  decorators: [
    (Story) => (
      <div style={{ display: 'flex', justifyContent: 'flex-end', padding: 24, minHeight: 360 }}>
        <Story />
      </div>
    ),
  ],
  parameters: {
    docs: {
      description: { component: '页头的选样车按钮：悬停或点击显示选样车列表（默认车标“默认”），可进入管理或新建。' },
    },
  },
} satisfies Meta<typeof SampleCartHoverList>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: '选样车' }));
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(await body.findByRole('button', { name: '新建选样车' }));
    await expect(args.onCreate).toHaveBeenCalled();
  },
};
export const Empty: Story = { args: { carts: [] } };
