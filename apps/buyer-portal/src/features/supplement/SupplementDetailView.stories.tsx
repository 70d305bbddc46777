import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { longRequestFixture, requestFixture } from '../inquiry/fixtures';
import { SupplementDetailView } from './SupplementDetailView';

const detail = requestFixture(7, 'read', { kind: 'supplement' });

const meta = {
  title: 'Buyer/SupplementDetail',
  component: SupplementDetailView,
  args: {
    state: 'ready',
    detail,
    onComplete: fn(),
    onChase: fn(),
    onDelete: fn(),
    onBack: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof SupplementDetailView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A supplement the factory has read: the buyer confirms it complete. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: '补样详情' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '确认完成' }));
    await expect(args.onComplete).toHaveBeenCalledWith(7);
  },
};
export const Completed: Story = {
  args: { detail: requestFixture(8, 'completed', { kind: 'supplement' }) },
};
export const LongText: Story = { args: { detail: { ...longRequestFixture, kind: 'supplement', status: 'sent' } } };
export const NotFound: Story = { args: { detail: null } };
export const Loading: Story = { args: { state: 'loading', detail: null } };
export const LoadError: Story = { args: { state: 'error', detail: null } };
