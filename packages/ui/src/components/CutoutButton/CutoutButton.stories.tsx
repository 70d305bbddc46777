import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CutoutButton } from './CutoutButton';

const meta = {
  title: 'Kit/CutoutButton',
  component: CutoutButton,
  args: { phase: 'idle', onStart: fn(), onUndo: fn() },
  parameters: {
    docs: {
      description: {
        component:
          'AI 抠图按钮的三种状态：AI抠图 → AI抠图中...（调用方每 3 秒轮询）→ 撤销（恢复原图）。文案来自 domain。',
      },
    },
  },
} satisfies Meta<typeof CutoutButton>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Idle: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'AI抠图' }));
    await expect(args.onStart).toHaveBeenCalled();
  },
};
export const Polling: Story = { args: { phase: 'polling' } };
export const Done: Story = { args: { phase: 'done' } };
