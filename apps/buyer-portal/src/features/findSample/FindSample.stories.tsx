import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { FindSampleListView } from './FindSampleListView';
import { findFixture, findListFixture } from './fixtures';

const meta = {
  title: 'Buyer/FindSample',
  component: FindSampleListView,
  args: {
    state: 'ready',
    rows: findListFixture,
    total: findListFixture.length,
    page: 1,
    pageSize: 20,
    onPageChange: fn(),
    onOpen: fn(),
    onAdd: fn(async () => true),
    onClose: fn(),
    onDelete: fn(),
    onChaseAll: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof FindSampleListView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Posting a wanted product sends its description, target price and quantity. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: '发布找样' }));
    const dialog = await screen.findByRole('dialog', { name: '发布找样' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: '产品描述' }), '遥控挖掘机');
    await userEvent.click(within(dialog).getByRole('button', { name: '发布' }));
    await expect(args.onAdd).toHaveBeenCalledWith(expect.objectContaining({ description: '遥控挖掘机', pictures: [] }));
  },
};
export const LongText: Story = {
  args: {
    rows: [
      findFixture(4, 'open', {
        description:
          '寻找一款适合中东市场的大号合金仿真遥控越野车，要求四驱、带灯光和音乐、可充电，包装为彩盒，需要EN71和ASTM证书',
      }),
    ],
    total: 1,
  },
};
export const Empty: Story = { args: { rows: [], total: 0 } };
export const Loading: Story = { args: { state: 'loading' } };
export const LoadError: Story = { args: { state: 'error' } };
