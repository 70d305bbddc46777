import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { FindSampleDetailView } from './FindSampleDetailView';
import { findDetailFixture, findFixture } from './fixtures';

const meta = {
  title: 'Buyer/FindSampleDetail',
  component: FindSampleDetailView,
  args: { state: 'ready', detail: findDetailFixture, onOpenProduct: fn(), onBack: fn(), onRetry: fn() },
} satisfies Meta<typeof FindSampleDetailView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Factories' matching products, with long answers; a product opens its detail. */
export const Answered: Story = {
  play: async ({ canvasElement, args }) => {
    const list = within(canvasElement).getByRole('list', { name: '工厂推荐' });
    await userEvent.click(within(list).getAllByRole('button', { name: /^查看详情/ })[0] as HTMLElement);
    await expect(args.onOpenProduct).toHaveBeenCalledWith(findDetailFixture.answers?.[0]?.toy?.id);
  },
};
export const NoAnswers: Story = { args: { detail: { ...findFixture(1, 'open'), answers: [] } } };
export const Loading: Story = { args: { state: 'loading', detail: null } };
export const LoadError: Story = { args: { state: 'error', detail: null } };
