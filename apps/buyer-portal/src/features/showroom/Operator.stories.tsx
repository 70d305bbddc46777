import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { devicesFixture, showroomFixture, showroomProducts } from './fixtures';
import { OperatorView } from './OperatorView';

const meta = {
  title: 'Buyer/ShowroomManage',
  component: OperatorView,
  args: {
    state: 'ready',
    notOperator: false,
    showroom: showroomFixture,
    factories: [{ id: 9, name: '汕头市澄海区乐趣玩具厂' }],
    boothProducts: showroomProducts(3),
    featuredBoothId: 1,
    devices: devicesFixture,
    issuedCode: null,
    onSearchFactories: fn(),
    onSaveBooth: fn(),
    onRemoveBooth: fn(),
    onPickFeaturedBooth: fn(),
    onFeatured: fn(),
    onSaveHours: fn(),
    onIssueDevice: fn(),
    onRevokeDevice: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof OperatorView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Booths: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('searchbox', { name: '搜索工厂名称' }), '乐趣{Enter}');
    await expect(args.onSearchFactories).toHaveBeenCalledWith('乐趣');
    await userEvent.click(canvas.getByRole('button', { name: '移除 1A10' }));
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    await expect(args.onRemoveBooth).toHaveBeenCalledWith(expect.objectContaining({ id: 1 }));
  },
};
export const Devices: Story = {
  args: { issuedCode: 'K7PQ23ABCDEF' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: '展厅终端' }));
    await expect(canvas.getByRole('status')).toHaveTextContent('K7PQ-23AB-CDEF');
    await userEvent.type(canvas.getByRole('textbox', { name: '设备名称' }), '三楼入口');
    await userEvent.click(canvas.getByRole('button', { name: '发放设备码' }));
    await expect(args.onIssueDevice).toHaveBeenCalledWith('三楼入口');
  },
};
export const NotOperator: Story = { args: { notOperator: true, showroom: null } };
