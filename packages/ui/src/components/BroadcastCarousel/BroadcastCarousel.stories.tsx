import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { BroadcastCarousel } from './BroadcastCarousel';

const meta = {
  title: 'Kit/BroadcastCarousel',
  component: BroadcastCarousel,
  args: {
    items: [
      '每日播报：昨日新增工厂 12 家、新品 3,406 款',
      '更新说明：以图搜图支持 Ctrl+V 粘贴截图',
      '更新说明：选样车可导出带水印图片',
    ],
    onItemPress: fn(),
  },
  parameters: {
    docs: {
      description: {
        component:
          '页头的竖向轮播：每日播报（昨日新增工厂与产品数）和更新说明，每 10 秒切换（domain BROADCAST_INTERVAL_MS），悬停或聚焦时暂停。',
      },
    },
  },
} satisfies Meta<typeof BroadcastCarousel>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Single: Story = { args: { items: ['每日播报：昨日新增工厂 12 家、新品 3,406 款'] } };
