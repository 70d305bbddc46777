import type { Meta, StoryObj } from '@storybook/react-vite';
import { CATEGORY_GROUPS } from '@wanju/domain';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CategoryMenu } from './CategoryMenu';

const meta = {
  title: 'Kit/CategoryMenu',
  component: CategoryMenu,
  args: { onSelect: fn() },
  decorators: [
    (Story) => (
      <div style={{ minHeight: 420 }}>
        <Story />
      </div>
    ),
  ],
  parameters: {
    docs: {
      description: {
        component: '首页分类菜单：7 个大类（分类 id 4000–4029，数据来自 domain）；悬停或点击大类在右侧展开小类。',
      },
    },
  },
} satisfies Meta<typeof CategoryMenu>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: CATEGORY_GROUPS[1]!.name }));
    const panel = canvas.getByRole('region', { name: CATEGORY_GROUPS[1]!.name });
    await userEvent.click(within(panel).getAllByRole('button')[0]!);
    await expect(args.onSelect).toHaveBeenCalled();
  },
};
export const GroupOpen: Story = {
  args: { defaultOpenGroup: CATEGORY_GROUPS[0]!.id, selectedId: CATEGORY_GROUPS[0]!.categoryIds[1] },
};
