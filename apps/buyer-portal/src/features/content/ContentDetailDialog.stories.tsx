import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ContentDetailDialog } from './ContentDetailDialog';

const base = {
  id: 1,
  kind: 'logistics',
  title: '澄海货运代理',
  picture: '',
  factory_id: 3,
  factory_name: '汕头市澄海区星辉玩具厂',
  hits: 128,
  created_time: '2026-11-20 10:00:00',
};

const meta = {
  title: 'Buyer/ContentDetail',
  component: ContentDetailDialog,
  args: {
    item: { ...base, routes: ['美国', '欧洲', '中东'], phone: '0754-85881001' },
    onClose: fn(),
    onOpenFactory: fn(),
  },
} satisfies Meta<typeof ContentDetailDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A logistics provider: its routes and a phone to call. */
export const Logistics: Story = {
  play: async ({ args }) => {
    const dialog = await within(document.body).findByRole('dialog', { name: '澄海货运代理' });
    await expect(within(dialog).getByText(/线路：美国、欧洲、中东/)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: '进入工厂主页' }));
    await expect(args.onOpenFactory).toHaveBeenCalledWith(3);
  },
};
export const Post: Story = {
  args: { item: { ...base, kind: 'post', title: 'EN71认证常见问题', author: '玩具圈用户102', likes: 67 } },
};
export const File: Story = {
  args: { item: { ...base, kind: 'file', title: '外箱唛头模板.xlsx', size: 170_000, factory_id: null } },
};
export const LongChineseText: Story = {
  args: {
    item: {
      ...base,
      kind: 'post',
      title: '今年外贸玩具流行趋势：欧美市场益智类、STEM教育类与环保材料玩具需求持续增长的原因分析',
      author: '汕头市澄海区玩具行业协会外贸研究小组',
      content:
        '从今年春季广交会和香港玩具展的订单情况看，欧美客户对益智类、STEM教育类玩具的询价明显增多，环保材料（FSC木材、再生塑料）成为报价单上常被问到的卖点。',
    },
  },
};
export const NarrowWindow: Story = {
  globals: { viewport: { value: 'narrow' } },
};
