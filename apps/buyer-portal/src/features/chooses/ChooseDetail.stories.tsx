import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ChooseDetailView } from './ChooseDetailView';
import { appliesFixture, chooseDetailFixture, chooseProductsFixture, longChooseFixture } from './fixtures';

const link = 'https://wanju.example.com/sampleListDetail?token=abcdef1234567890';

const meta = {
  title: 'Buyer/ChooseDetail',
  component: ChooseDetailView,
  args: {
    state: 'ready',
    detail: chooseDetailFixture,
    shareLink: link,
    products: chooseProductsFixture,
    applies: appliesFixture,
    onShare: fn(),
    onRevoke: fn(),
    onCopy: fn(),
    onSaveWords: fn(),
    onRemoveProduct: fn(),
    onBack: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof ChooseDetailView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The active share link is shown and copied; it can be revoked. */
export const Shared: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: '分享链接' })).toHaveValue(link);
    await userEvent.click(canvas.getByRole('button', { name: '复制链接' }));
    await expect(args.onCopy).toHaveBeenCalledWith(link);
    await userEvent.click(canvas.getByRole('button', { name: '撤销分享' }));
    await expect(args.onRevoke).toHaveBeenCalled();
  },
};
/** Not shared yet: one button creates the link. */
export const NotShared: Story = {
  args: {
    shareLink: null,
    detail: { ...chooseDetailFixture, share: { token: null, state: 'none', expires_time: null } },
    applies: [],
  },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: '生成分享链接' }));
    await expect(args.onShare).toHaveBeenCalled();
  },
};
export const LongText: Story = { args: { detail: { ...chooseDetailFixture, ...longChooseFixture } } };
export const NoProducts: Story = { args: { products: [], applies: [] } };
export const Loading: Story = { args: { state: 'loading', detail: null } };
export const LoadError: Story = { args: { state: 'error', detail: null } };
