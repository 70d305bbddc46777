import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { historyFixture, PICTURES, taskFixture } from './fixtures';
import { RemoveView } from './RemoveView';

const meta = {
  title: 'Buyer/AiRemove',
  component: RemoveView,
  args: {
    picture: PICTURES[0] as string,
    before: null,
    uploading: false,
    task: null,
    canUndo: false,
    history: historyFixture('remove'),
    remaining: 12,
    onFiles: fn(),
    onClear: fn(),
    onRemove: fn(),
    onUndo: fn(),
    onOpenHistory: fn(),
  },
} satisfies Meta<typeof RemoveView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const PaintFirst: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByText('请先在图片上涂抹需要消除的区域')).toBeInTheDocument();
    await expect(c.getByRole('button', { name: '消除' })).toBeDisabled();
    await expect(c.getByRole('button', { name: '撤销' })).toBeDisabled();
  },
};
export const NoPicture: Story = { args: { picture: null, history: [] } };
export const Removing: Story = {
  args: { task: taskFixture('remove', { status: 'running', progress: 60, outputs: [], result: null }) },
};
export const AfterRemoval: Story = {
  args: { picture: PICTURES[1] as string, before: PICTURES[0] as string, canUndo: true, task: taskFixture('remove') },
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    const undo = c.getByRole('button', { name: '撤销' });
    await expect(undo).toBeEnabled();
    undo.click();
    await expect(args.onUndo).toHaveBeenCalled();
    await expect(c.getByRole('button', { name: '按住对比原图' })).toBeEnabled();
  },
};
export const MaskRefused: Story = {
  args: {
    task: taskFixture('remove', {
      status: 'failed',
      error: '涂抹区域过大（超过图片的一半），无法从周围补全',
      outputs: [],
      result: null,
    }),
  },
};
