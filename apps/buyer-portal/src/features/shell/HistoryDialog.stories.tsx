import type { Meta, StoryObj } from '@storybook/react-vite';
import { sampleImage } from '@wanju/ui';
import { expect, fn, userEvent, within } from 'storybook/test';
import { LONG_NAME } from '../../fixtures';
import { HistoryDialog } from './HistoryDialog';

const meta = {
  title: 'Buyer/HistoryDialog',
  component: HistoryDialog,
  args: {
    isOpen: true,
    onOpenChange: fn(),
    pages: [
      { location: '/new_arrivals?category=4001', title: '新品', time: '09:42' },
      { location: '/factory_list', title: '工厂搜索', time: '09:30' },
      { location: '/sample_car', title: '选样车', time: '09:12' },
    ],
    products: [
      {
        id: 1001,
        name: '遥控越野攀爬车',
        picture: sampleImage('遥控', '#ff8a3d'),
        articleNumber: 'XH-8800',
        time: '11-22 09:40',
      },
      {
        id: 1002,
        name: '2.4G四轴无人机',
        picture: sampleImage('2.4G', '#3d8bff'),
        articleNumber: 'XH-8801',
        time: '11-22 09:35',
      },
    ],
    productsState: 'ready',
    onOpenPage: fn(),
    onOpenProduct: fn(),
    onViewAll: fn(),
  },
} satisfies Meta<typeof HistoryDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A page goes back to its location (with its filters); a product opens its detail; 查看全部 goes to /parcourir. */
export const Default: Story = {
  play: async ({ args }) => {
    const dialog = within(await within(document.body).findByRole('dialog'));
    await userEvent.click(dialog.getByRole('button', { name: /新品/ }));
    await expect(args.onOpenPage).toHaveBeenCalledWith('/new_arrivals?category=4001');
  },
};
export const OpenProduct: Story = {
  play: async ({ args }) => {
    const dialog = within(await within(document.body).findByRole('dialog'));
    await userEvent.click(dialog.getByRole('button', { name: /2.4G四轴无人机/ }));
    await expect(args.onOpenProduct).toHaveBeenCalledWith(1002);
  },
};
export const ViewAll: Story = {
  play: async ({ args }) => {
    const dialog = within(await within(document.body).findByRole('dialog'));
    await userEvent.click(dialog.getByRole('button', { name: '查看全部浏览记录' }));
    await expect(args.onViewAll).toHaveBeenCalled();
  },
};
export const Empty: Story = {
  args: { pages: [], products: [] },
  play: async () => {
    await expect(within(document.body).getByText('还没有浏览过产品')).toBeInTheDocument();
  },
};
export const LoadingProducts: Story = { args: { productsState: 'loading', products: [] } };
export const ProductsLoadError: Story = { args: { productsState: 'error', products: [] } };
export const LongChineseText: Story = {
  args: {
    pages: [{ location: '/toy_area/12', title: LONG_NAME, time: '10:01' }],
    products: [
      {
        id: 9,
        name: LONG_NAME,
        picture: sampleImage('长', '#2fb36b'),
        articleNumber: 'XH-8800-加长',
        time: '11-22 10:00',
      },
    ],
  },
};

/** Server history records can be removed, after the spec's confirmation '确认删除该历史记录？'. */
export const RemoveRecord: Story = {
  args: {
    pages: [
      { id: 11, location: '/new_arrivals', title: '新品', time: '11-22 09:42' },
      { id: 12, location: '/sample_car', title: '选样车', time: '11-22 09:12' },
    ],
    onRemovePage: fn(),
  },
  play: async ({ args, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(body.getByRole('button', { name: '删除「选样车」的历史记录' }));
    await expect(await body.findByText('确认删除该历史记录？')).toBeInTheDocument();
    await userEvent.click(body.getByRole('button', { name: '确定' }));
    await expect(args.onRemovePage).toHaveBeenCalledWith(12);
  },
};
