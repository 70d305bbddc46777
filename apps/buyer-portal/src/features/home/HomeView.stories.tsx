import type { Meta, StoryObj } from '@storybook/react-vite';
import { CATEGORIES, CATEGORY_GROUPS } from '@wanju/domain';
import { expect, within } from 'storybook/test';
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

const meta = { title: 'Buyer/Home', component: HomeView } satisfies Meta<typeof HomeView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const SignedIn: Story = {
  args: { categoryGroups: groups, nickname: '王建国', companyName: '深圳市环球优品贸易有限公司' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('navigation', { name: '商品分类' })).toBeInTheDocument();
    await expect(canvas.getByText('电动/遥控')).toBeInTheDocument();
    await expect(canvas.getByText('王建国，欢迎回来')).toBeInTheDocument();
  },
};
export const SignedOut: Story = { args: { categoryGroups: groups } };
export const Loading: Story = { args: { categoryGroups: null } };
export const LoadFailed: Story = { args: { categoryGroups: null, error: true } };
