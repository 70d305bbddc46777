import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { TabBar } from './TabBar';

const tabs = [
  { path: '/index', title: '首页' },
  { path: '/new_arrivals', title: '新品' },
  { path: '/globalHot', title: '全球热销' },
  { path: '/factory_detail/12', title: '工厂详情' },
];

const meta = {
  title: 'Buyer/TabBar',
  component: TabBar,
  args: {
    tabs,
    activePath: '/new_arrivals',
    onSelect: fn(),
    onClose: fn(),
    onCloseOthers: fn(),
    onCloseAll: fn(),
  },
} satisfies Meta<typeof TabBar>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: '新品' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.queryByRole('button', { name: '关闭 首页' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: '全球热销' }));
    await expect(args.onSelect).toHaveBeenCalledWith('/globalHot');
    await userEvent.click(canvas.getByRole('button', { name: '关闭 新品' }));
    await expect(args.onClose).toHaveBeenCalledWith('/new_arrivals');
    await userEvent.click(canvas.getByRole('button', { name: '关闭其他' }));
    await expect(args.onCloseOthers).toHaveBeenCalled();
  },
};
export const OnlyHome: Story = { args: { tabs: [tabs[0] as (typeof tabs)[number]], activePath: '/index' } };
export const ManyTabs: Story = {
  args: {
    tabs: [
      ...tabs,
      ...['特价专区', '工厂库存', '跨境产品', '电商产品', '平台推荐', '海外推荐', '证书专区', '市场排行榜'].map(
        (title, i) => ({
          path: `/t${i}`,
          title,
        }),
      ),
      { path: '/long', title: '超长标题的标签页面用于测试省略号显示效果' },
    ],
  },
};
