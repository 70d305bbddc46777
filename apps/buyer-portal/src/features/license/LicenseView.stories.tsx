import type { Meta, StoryObj } from '@storybook/react-vite';
import { sampleImage } from '@wanju/ui';
import { expect, fn, userEvent, within } from 'storybook/test';
import { LicenseView } from './LicenseView';

const items = [
  { id: 1, name: '汕头市澄海区星辉玩具厂', license: sampleImage('营业执照', '#c9360a'), region_name: '汕头澄海' },
  { id: 2, name: '东莞市乐童玩具有限公司', license: sampleImage('营业执照', '#3d8bff'), region_name: '东莞' },
  { id: 3, name: '义乌市童趣工艺品厂', license: '', region_name: '义乌' },
];

const meta = {
  title: 'Buyer/License',
  component: LicenseView,
  args: {
    state: 'ready',
    items,
    total: 3,
    page: 1,
    pageSize: 20,
    keyword: '',
    onSearch: fn(),
    onPageChange: fn(),
    onOpenFactory: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof LicenseView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('searchbox', { name: '搜索工厂名称' }), '星辉');
    await userEvent.click(canvas.getByRole('button', { name: '搜索' }));
    await expect(args.onSearch).toHaveBeenCalledWith('星辉');
  },
};
export const Enlarged: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /汕头市澄海区星辉玩具厂/ }));
    const dialog = await within(document.body).findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: '进入工厂主页' }));
    await expect(args.onOpenFactory).toHaveBeenCalledWith(1);
  },
};
export const Paged: Story = { args: { total: 230, page: 3 } };
export const Loading: Story = { args: { state: 'loading', items: [] } };
export const Empty: Story = { args: { items: [], total: 0, keyword: '不存在的工厂' } };
export const LoadError: Story = { args: { state: 'error', items: [] } };
