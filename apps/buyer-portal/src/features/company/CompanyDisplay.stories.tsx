import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CompanyDisplayView } from './CompanyDisplayView';
import { displayFixture } from './fixtures';

const meta = {
  title: 'Buyer/CompanyDisplay',
  component: CompanyDisplayView,
  args: {
    state: 'ready',
    display: displayFixture,
    canEdit: true,
    onSave: fn(async () => true),
    onUpload: fn(async () => '/files/0123456789abcdef0123456789abcdef.jpg'),
    onRetry: fn(),
  },
} satisfies Meta<typeof CompanyDisplayView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The name is required; markets are split on commas; the saved draft carries every field. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const name = canvas.getByRole('textbox', { name: /^公司名称/ });
    await userEvent.clear(name);
    await userEvent.click(canvas.getByRole('button', { name: '保存' }));
    await expect(canvas.getByText('请输入公司名称')).toBeVisible();
    await expect(args.onSave).not.toHaveBeenCalled();
    await userEvent.type(name, '环球优品');
    const markets = canvas.getByRole('textbox', { name: /^主要市场/ });
    await userEvent.clear(markets);
    await userEvent.type(markets, '欧洲、南美');
    await userEvent.click(canvas.getByRole('button', { name: '保存' }));
    await expect(args.onSave).toHaveBeenCalledWith(
      expect.objectContaining({ name: '环球优品', main_markets: ['欧洲', '南美'] }),
    );
  },
};
/** A salesperson reads the display but cannot change it. */
export const ReadOnly: Story = {
  args: { canEdit: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('仅主账号和管理员可以修改公司展示')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: '保存' })).toBeNull();
  },
};
export const Legacy: Story = { args: { legacy: true } };
export const Loading: Story = { args: { state: 'loading', display: null } };
export const LoadError: Story = { args: { state: 'error', display: null } };
