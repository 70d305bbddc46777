import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CutoutView } from './CutoutView';
import { historyFixture, output, PICTURES, taskFixture } from './fixtures';

const meta = {
  title: 'Buyer/AiCutout',
  component: CutoutView,
  args: {
    pictures: PICTURES.slice(0, 2),
    uploading: false,
    background: 'transparent',
    task: null,
    history: historyFixture('cutout'),
    remaining: 18,
    onFiles: fn(),
    onClear: fn(),
    onBackground: fn(),
    onStart: fn(),
    onOpenHistory: fn(),
  },
} satisfies Meta<typeof CutoutView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Ready: Story = {
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await userEvent.click(c.getByRole('radio', { name: '白色背景（JPG）' }));
    await expect(args.onBackground).toHaveBeenCalledWith('white');
    await userEvent.click(c.getByRole('button', { name: '开始处理' }));
    await expect(args.onStart).toHaveBeenCalled();
  },
};
export const Empty: Story = {
  args: { pictures: [], history: [], remaining: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: '开始处理' })).toBeDisabled();
  },
};
export const Running: Story = {
  args: { task: taskFixture('cutout', { status: 'running', progress: 45, outputs: [output(0)], result: null }) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('处理中 45%')).toBeInTheDocument();
    await expect(within(canvasElement).getByRole('button', { name: '开始处理' })).toBeDisabled();
  },
};
export const Done: Story = { args: { task: taskFixture('cutout') } };
export const OnePictureFailed: Story = {
  args: {
    task: taskFixture('cutout', {
      outputs: [output(0), output(1, { file: '', picture: '', error: '抠图失败：未能识别出图片中的主体' })],
    }),
  },
};
export const Failed: Story = {
  args: {
    task: taskFixture('cutout', { status: 'failed', error: '图片已损坏或格式不正确', outputs: [], result: null }),
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('图片已损坏或格式不正确');
  },
};
export const FreeRunsUsedUp: Story = { args: { remaining: 0 } };
