import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { showroomFixture, showroomListFixture, showroomProducts } from './fixtures';
import { ShowroomListView } from './ShowroomListView';
import { ShowroomView } from './ShowroomView';

const meta = {
  title: 'Buyer/Showroom',
  component: ShowroomView,
  args: {
    state: 'ready',
    showroom: showroomFixture,
    floor: null,
    boothId: null,
    keyword: '',
    categoryId: null,
    productsState: 'ready',
    products: showroomProducts(8),
    total: 8,
    page: 1,
    pageSize: 40,
    onFloor: fn(),
    onBooth: fn(),
    onSearch: fn(),
    onCategory: fn(),
    onPage: fn(),
    onOpenProduct: fn(),
    onAddToCart: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof ShowroomView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const BoothsAndProducts: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /展位 1A11 澄海区新宇智能玩具厂/ }));
    await expect(args.onBooth).toHaveBeenCalledWith(expect.objectContaining({ id: 2 }));
    await userEvent.click(canvas.getByRole('button', { name: '2F' }));
    await expect(args.onFloor).toHaveBeenCalledWith('2F');
    await userEvent.type(canvas.getByRole('searchbox', { name: '搜索展厅产品' }), '攀爬车{Enter}');
    await expect(args.onSearch).toHaveBeenCalledWith('攀爬车');
    await expect(canvas.getByRole('list', { name: '1F 展位' })).toBeInTheDocument();
  },
};
export const OneBooth: Story = { args: { boothId: 1, floor: '1F', products: showroomProducts(3), total: 3 } };
export const NoProducts: Story = { args: { products: [], total: 0, keyword: '没有的产品' } };
export const Loading: Story = { args: { state: 'loading', showroom: null } };
export const LoadFailed: Story = { args: { state: 'error', showroom: null } };

export const List: StoryObj<typeof ShowroomListView> = {
  render: (args) => <ShowroomListView {...args} />,
  args: { state: 'ready', showrooms: showroomListFixture, onOpen: fn(), onRetry: fn() },
  play: async ({ canvasElement, args }) => {
    const items = within(canvasElement).getAllByRole('listitem');
    await expect(items[0]).toHaveTextContent('线上展厅');
    await expect(items.at(-1)).toHaveTextContent('外贸展会展厅');
    await userEvent.click(within(canvasElement).getByRole('button', { name: '进入展厅 新联创玩具展厅' }));
    await expect(args.onOpen).toHaveBeenCalledWith(expect.objectContaining({ id: 10 }));
  },
};
