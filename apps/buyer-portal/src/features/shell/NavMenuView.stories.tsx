import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { NavMenuView } from './NavMenuView';
import { navGroupsFor } from './navMenu';

const meta = {
  title: 'Buyer/NavMenu',
  component: NavMenuView,
  args: {
    groups: navGroupsFor({ company_id: 3, is_new_version: 1 }),
    activePath: '/sample_car',
    onNavigate: fn(),
  },
} satisfies Meta<typeof NavMenuView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A company user: every group, the website admin included. */
export const CompanyUser: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: '选样车' })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(canvas.getByRole('link', { name: '以图搜图' }));
    await expect(args.onNavigate).toHaveBeenCalledWith('/imageSearch');
  },
};

/** A buyer without a company: no website admin group. */
export const PersonalUser: Story = {
  args: { groups: navGroupsFor({ company_id: 0, is_new_version: 0 }) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('heading', { name: '公司官网' })).toBeNull();
  },
};

export const LongChineseText: Story = {
  args: {
    groups: [
      {
        id: 'long',
        title: '找货（含全国产区、跨境电商、特价专区与平台活动推荐的全部入口）',
        items: [
          { path: '/sample_list', label: '样品查询：按类目、价格区间、证书与工厂筛选全部在售产品' },
          { path: '/toy_area', label: '全国产区（汕头澄海、广东东莞、浙江义乌、云南昆明）' },
        ],
      },
    ],
  },
};

export const NarrowWindow: Story = {
  decorators: [(Story) => <div style={{ width: 320 }}>{Story()}</div>],
};
