import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { CompanyWebsiteView } from './CompanyWebsiteView';
import { displayFixture } from './fixtures';

const meta = {
  title: 'Buyer/CompanyWebsite',
  component: CompanyWebsiteView,
  args: {
    state: 'ready',
    display: displayFixture,
    sites: [],
    canManage: true,
    isPending: false,
    onMigrate: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof CompanyWebsiteView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Migrating asks first. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: '迁移到新版官网' }));
    const dialog = await screen.findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: '迁移到新版官网' }));
    await expect(args.onMigrate).toHaveBeenCalled();
  },
};
export const ReadOnly: Story = { args: { canManage: false } };
export const Loading: Story = { args: { state: 'loading', display: null } };
