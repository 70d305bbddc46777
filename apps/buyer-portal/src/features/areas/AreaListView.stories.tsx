import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { AreaListView } from './AreaListView';

const areas = [
  {
    id: 1,
    name: '汕头澄海',
    province: '广东',
    intro: '中国玩具礼品城，塑胶、电动、遥控玩具产业集群',
    factory_count: 128,
    toy_count: 3924,
  },
  {
    id: 2,
    name: '东莞',
    province: '广东',
    intro: '世界玩具制造基地，精品、模型与毛绒玩具',
    factory_count: 64,
    toy_count: 1800,
  },
];

const meta = {
  title: 'Buyer/AreaList',
  component: AreaListView,
  args: { state: 'ready', areas, onOpen: fn(), onRetry: fn() },
} satisfies Meta<typeof AreaListView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: '汕头澄海' }));
    await expect(args.onOpen).toHaveBeenCalledWith(1);
  },
};
export const Loading: Story = { args: { state: 'loading', areas: [] } };
export const Empty: Story = { args: { areas: [] } };
export const LoadError: Story = { args: { state: 'error', areas: [] } };
export const LongChineseText: Story = {
  args: {
    areas: [
      {
        ...areas[0],
        id: 3,
        intro: '中国玩具礼品城，塑胶、电动、遥控玩具产业集群，'.repeat(6),
      } as (typeof areas)[number],
    ],
  },
};
