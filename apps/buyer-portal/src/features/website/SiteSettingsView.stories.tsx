import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { settingsFixture, siteOptionsFixture } from './fixtures';
import { SiteSettingsView } from './SiteSettingsView';

const meta = {
  title: 'Buyer/SiteSettings',
  component: SiteSettingsView,
  args: {
    state: 'ready',
    sites: siteOptionsFixture,
    settings: settingsFixture,
    canManage: true,
    onSearchProducts: fn(async () => []),
    onUpload: fn(async () => null),
    onSite: fn(),
    onSave: fn(async () => true),
    onRetry: fn(),
  },
} satisfies Meta<typeof SiteSettingsView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A colour that is none is refused on save; turning prices on for everyone saves it. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const primary = canvas.getByRole('textbox', { name: '主色' });
    await userEvent.clear(primary);
    await userEvent.type(primary, 'red');
    await userEvent.click(canvas.getByRole('button', { name: '保存' }));
    await expect(canvas.getByRole('alert')).toHaveTextContent('颜色格式不正确');
    await expect(args.onSave).not.toHaveBeenCalled();
    await userEvent.clear(primary);
    await userEvent.type(primary, '#c2410c');
    await userEvent.click(canvas.getByRole('switch', { name: '向所有访客显示价格' }));
    await userEvent.click(canvas.getByRole('button', { name: '保存' }));
    await expect(args.onSave).toHaveBeenCalledWith(
      expect.objectContaining({ primary_color: '#c2410c', show_prices: true }),
    );
  },
};
export const ReadOnly: Story = { args: { canManage: false } };
export const NoSite: Story = { args: { sites: [], settings: null } };
