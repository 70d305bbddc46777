import type { Meta, StoryObj } from '@storybook/react-vite';
import { SearchX } from 'lucide-react';
import { Button } from '../Button/Button';
import { EmptyState } from './EmptyState';

const meta = {
  title: 'Kit/EmptyState',
  component: EmptyState,
  parameters: {
    docs: {
      description: {
        component:
          '列表或页面没有内容时显示（无产品、无选样车、无消息），尽量给出下一步操作。加载中请用 Skeleton/Spinner。',
      },
    },
  },
} satisfies Meta<typeof EmptyState>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const NoSearchResults: Story = {
  args: {
    icon: <SearchX size={48} strokeWidth={1.25} />,
    title: '没有找到相关产品',
    description: '换个关键词，或者试试以图搜图、按货号搜索',
    action: <Button variant="primary">以图搜图</Button>,
  },
};
export const EmptyCart: Story = {
  args: {
    title: '选样车还是空的',
    description:
      '在产品列表中勾选产品，点击“加入选样车”即可添加。选样车用于整理给不同客户的样品，可导出 Excel、PDF 和图片压缩包。',
    action: (
      <>
        <Button>去逛逛</Button>
        <Button variant="primary">新建选样车</Button>
      </>
    ),
  },
};
