import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ActivityTabsView } from './ActivityTabsView';
import { ACTIVITIES } from './messages';

const meta = {
  title: 'Buyer/ActivityTabs',
  component: ActivityTabsView,
  args: { activities: ACTIVITIES, selected: 'special', onSelect: fn() },
} satisfies Meta<typeof ActivityTabsView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: '特价活动' })).toHaveAttribute('data-current', 'true');
    await userEvent.click(canvas.getByRole('button', { name: '新品首发' }));
    await expect(args.onSelect).toHaveBeenCalledWith('new');
  },
};
export const UnknownActivity: Story = {
  args: { selected: 'expired' },
  play: async ({ canvasElement }) => {
    for (const button of within(canvasElement).getAllByRole('button'))
      await expect(button).not.toHaveAttribute('data-current');
  },
};
