import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { ChoosesListView } from './ChoosesListView';
import { choosesFixture, longChooseFixture } from './fixtures';

const meta = {
  title: 'Buyer/Chooses',
  component: ChoosesListView,
  args: {
    state: 'ready',
    rows: choosesFixture,
    total: choosesFixture.length,
    page: 1,
    pageSize: 20,
    onPageChange: fn(),
    onOpen: fn(),
    onDelete: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof ChoosesListView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Each list shows its share state; deleting asks first. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('分享中')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '查看 2025春季推荐' }));
    await expect(args.onOpen).toHaveBeenCalledWith(1);
    await userEvent.click(canvas.getByRole('button', { name: '删除 选品单 2' }));
    await userEvent.click(await screen.findByRole('button', { name: '确定' }));
    await expect(args.onDelete).toHaveBeenCalledWith(2);
  },
};
export const LongText: Story = { args: { rows: [longChooseFixture], total: 1 } };
export const Empty: Story = { args: { rows: [], total: 0 } };
export const Loading: Story = { args: { state: 'loading' } };
export const LoadError: Story = { args: { state: 'error' } };
