import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { sitesFixture } from './fixtures';
import { WebsiteListView } from './WebsiteListView';

const meta = {
  title: 'Buyer/WebsiteList',
  component: WebsiteListView,
  args: {
    state: 'ready',
    sites: sitesFixture,
    canManage: true,
    onSave: fn(async () => true),
    onStatus: fn(),
    onDelete: fn(),
    onSettings: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof WebsiteListView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Publishing, opening the settings, and a new site whose address is checked before it is saved. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /^发布 优品婴童馆/ }));
    await expect(args.onStatus).toHaveBeenCalledWith(2, 1);
    await userEvent.click(canvas.getByRole('button', { name: '网站设置 环球优品玩具' }));
    await expect(args.onSettings).toHaveBeenCalledWith(1);
    await userEvent.click(canvas.getByRole('button', { name: '新建网站' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /网站名称/ }), '新站');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /网站地址/ }), 'x');
    await userEvent.click(within(dialog).getByRole('button', { name: '保存' }));
    await expect(args.onSave).not.toHaveBeenCalled();
    await userEvent.type(within(dialog).getByRole('textbox', { name: /网站地址/ }), 'yz');
    await userEvent.click(within(dialog).getByRole('button', { name: '保存' }));
    await expect(args.onSave).toHaveBeenCalledWith(null, { name: '新站', slug: 'xyz' });
  },
};
/** A salesperson sees the sites but no management buttons. */
export const ReadOnly: Story = { args: { canManage: false } };
export const Empty: Story = { args: { sites: [] } };
export const LoadError: Story = { args: { state: 'error' } };
