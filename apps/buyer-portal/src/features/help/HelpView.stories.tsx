import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { HELP_SECTIONS } from './content';
import { HelpView } from './HelpView';

const meta = {
  title: 'Buyer/Help',
  component: HelpView,
  args: { sections: HELP_SECTIONS, onOpenLaw: fn(), onRetry: fn() },
} satisfies Meta<typeof HelpView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: '帮助中心' })).toBeInTheDocument();
    // The free-limit prompt's 开通会员 and the toolbar's 客服 link into these sections.
    await expect(canvas.getByRole('region', { name: '会员与免费搜索次数' })).toHaveAttribute('id', 'member');
    await expect(canvas.getByRole('region', { name: '联系客服' })).toHaveAttribute('id', 'contact');
    await expect(canvas.getByRole('link', { name: '以图搜图' })).toHaveAttribute('href', '#image');
    await userEvent.click(canvas.getByRole('button', { name: '服务条款与隐私政策' }));
    await expect(args.onOpenLaw).toHaveBeenCalled();
  },
};

export const NarrowWindow: Story = {
  decorators: [(Story) => <div style={{ width: 360 }}>{Story()}</div>],
};

export const Loading: Story = { args: { sections: null } };
export const LoadFailed: Story = {
  args: { sections: null, error: true },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: '重试' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};
