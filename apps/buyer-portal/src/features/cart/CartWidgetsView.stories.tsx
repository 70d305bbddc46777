import type { Meta, StoryObj } from '@storybook/react-vite';
import { Box } from '@wanju/ui';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { CartWidgetsView } from './CartWidgetsView';
import { cartsFixture, longCartsFixture } from './fixtures';

const meta = {
  title: 'Buyer/CartWidgets',
  component: CartWidgetsView,
  decorators: [
    (Story) => (
      <Box display="flex" justifyContent="flex-end" padding="xl">
        <Story />
      </Box>
    ),
  ],
  args: {
    carts: cartsFixture,
    pendingIds: null,
    manageOpen: false,
    startCreating: false,
    busy: false,
    onOpenCart: fn(),
    onManage: fn(),
    onCloseManage: fn(),
    onCloseBatch: fn(),
    onAdd: fn(),
    onCreate: fn(),
    onRename: fn(),
    onSetDefault: fn(),
    onDelete: fn(),
  },
} satisfies Meta<typeof CartWidgetsView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Pressing the cart button lists the carts, the default one marked. */
export const HoverList: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /选样车/ }));
    await expect(await screen.findByText('春季样品')).toBeVisible();
    await expect(await screen.findByRole('button', { name: '管理选样车' })).toBeVisible();
  },
};
/** 管理选样车 asks for the manage dialog (the list closes, so no screenshot: its hover timer decides). */
export const ManageFromHoverList: Story = {
  parameters: { visual: { disable: true } },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /选样车/ }));
    await userEvent.click(await screen.findByRole('button', { name: '管理选样车' }));
    await expect(args.onManage).toHaveBeenCalledWith(false);
  },
};
export const Empty: Story = { args: { carts: [] } };
/** The default cart cannot be deleted: its delete button is disabled and says why. */
export const Manage: Story = {
  args: { manageOpen: true },
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: '管理选样车' });
    await expect(within(dialog).getByRole('button', { name: /删除 春季样品（默认选样车不能删除）/ })).toBeDisabled();
    await userEvent.click(within(dialog).getByRole('button', { name: '设为默认 美国客户' }));
    await expect(args.onSetDefault).toHaveBeenCalledWith(2);
  },
};
export const ManageLoading: Story = { args: { manageOpen: true, busy: true } };
export const ManageLongText: Story = { args: { manageOpen: true, carts: longCartsFixture } };
export const Create: Story = { args: { manageOpen: true, startCreating: true, carts: [] } };
/** The batch-add dialog preselects the default cart. */
export const BatchAdd: Story = {
  args: { pendingIds: Array.from({ length: 20 }, (_, i) => i + 1) },
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: '加入选样车' });
    await expect(within(dialog).getByText('已选择 20 款产品')).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: '确定加入' }));
    await expect(args.onAdd).toHaveBeenCalledWith(1);
  },
};
/** No cart yet: choosing none is refused with the domain's message. */
export const BatchAddNoCart: Story = {
  args: { carts: [], pendingIds: [1, 2] },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: '加入选样车' });
    await userEvent.click(within(dialog).getByRole('button', { name: '确定加入' }));
    await expect(await within(dialog).findByText('请选择要加入的选样车')).toBeVisible();
  },
};
