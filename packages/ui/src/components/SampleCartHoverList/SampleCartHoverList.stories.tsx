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
    const cart = within(canvasElement).getByRole('button', { name: '选样车' });
    await userEvent.click(cart);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(await body.findByRole('button', { name: '新建选样车' }));
    await expect(args.onCreate).toHaveBeenCalled();
    // The hover that came with the click must not reopen the list over the dialog it opened.
    await new Promise((resolve) => setTimeout(resolve, 400));
    await expect(body.queryByRole('dialog', { name: '我的选样车' })).toBeNull();
    await userEvent.click(cart);
    await body.findByRole('dialog', { name: '我的选样车' });
  },
};
export const Empty: Story = { args: { carts: [] } };
