import type { Meta, StoryObj } from '@storybook/react-vite';
import { CATEGORIES, CATEGORY_GROUPS } from '@wanju/domain';
import { sampleImage } from '@wanju/ui';
import { expect, fn, userEvent, within } from 'storybook/test';
import { LONG_NAME, toyFixture, toyList } from '../../fixtures';
import { HomeView } from './HomeView';

const groups = CATEGORY_GROUPS.map((g) => ({
  id: g.id,
  name: g.name,
  children: CATEGORIES.filter((c) => c.groupId === g.id).map((c) => ({
    id: c.id,
    name: c.name,
    name_en: c.name_en,
    group_id: g.id,
    group_name: g.name,
  })),
}));

const banner = (id: number, title: string, link: string) => ({
  id,
  kind: 'carousel',
  title,
  link,
  picture: sampleImage(title.slice(0, 4), '#c9360a'),
  factory_id: 1,
  factory_name: '汕头市澄海区星辉玩具厂',
  hits: 0,
  created_time: '2026-11-20 10:00:00',
});
const showrooms = [
  { id: 104, route: 'online', name: '线上展厅', city: '汕头', factory_count: 30 },
  { id: 10, route: 'xinlianchuang', name: '新联创玩具展厅', city: '汕头澄海', factory_count: 11 },
  { id: 12, route: 'jishang', name: '吉尚玩具城', city: '汕头澄海', factory_count: 17 },
  { id: 19, route: 'tradeShow', name: '外贸展会展厅', city: '广州', factory_count: 0 },
];

const meta = {
  title: 'Buyer/Home',
  component: HomeView,
  args: { onOpenGroup: fn(), onOpenLink: fn(), onOpenProduct: fn(), onMore: fn(), onSignIn: fn() },
} satisfies Meta<typeof HomeView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const SignedIn: Story = {
  args: {
    categoryGroups: groups,
    nickname: '王建国',
    companyName: '深圳市环球优品贸易有限公司',
    broadcast: { factory_count: 164, toy_count: 251, notes: ['以图搜款支持截图粘贴', '新增Excel找样功能'] },
    carousel: [banner(1, '澄海玩具展 线上同步开展', '/showroom'), banner(2, '以图搜款 更快找到同款', '/imageSearch')],
    adverts: [banner(3, '玩具采购节', '/new_arrivals')],
    newArrivals: toyList(5),
    hotSellers: toyList(5),
    recommendations: toyList(5),
    showrooms,
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('navigation', { name: '商品分类' })).toBeInTheDocument();
    await expect(canvas.getByText('电动/遥控')).toBeInTheDocument();
    await expect(canvas.getByText('王建国，欢迎回来')).toBeInTheDocument();
    await expect(canvas.getByText('昨日新增上新工厂 164 家，新品 251 款')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: '电动/遥控' }));
    await expect(args.onOpenGroup).toHaveBeenCalledWith('electric_rc');
    const rooms = within(canvas.getByRole('list', { name: '展厅入口' })).getAllByRole('button');
    await expect(rooms[0]).toHaveTextContent('线上展厅');
    await userEvent.click(rooms[0] as HTMLElement);
    await expect(args.onOpenLink).toHaveBeenCalledWith('/online');
  },
};
export const SignedOut: Story = { args: { categoryGroups: groups } };
export const Loading: Story = {
  args: {
    categoryGroups: null,
    nickname: '王建国',
    broadcast: null,
    carousel: null,
    newArrivals: null,
    hotSellers: null,
    recommendations: null,
    showrooms: null,
  },
};
export const EmptySections: Story = {
  args: {
    categoryGroups: groups,
    nickname: '王建国',
    newArrivals: [],
    hotSellers: [],
    recommendations: [],
    showrooms: [],
  },
};
export const SectionErrors: Story = {
  args: { categoryGroups: groups, nickname: '王建国', newArrivals: 'error', hotSellers: 'error', showrooms: 'error' },
};
export const LongChineseText: Story = {
  args: {
    categoryGroups: groups,
    nickname: '欧阳娜娜娜娜娜娜',
    companyName: '深圳市环球优品国际贸易进出口有限公司第二分公司（玩具采购事业部）',
    newArrivals: [toyFixture(9, { name: LONG_NAME }), ...toyList(3)],
  },
};
export const LoadFailed: Story = { args: { categoryGroups: null, error: true } };
