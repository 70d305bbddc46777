import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { NonMemberPopup } from './NonMemberPopup';

const meta = {
  title: 'Kit/NonMemberPopup',
  component: NonMemberPopup,
  args: { isOpen: true, onOpenChange: fn(), feature: '批量导出', onUpgrade: fn() },
  parameters: {
    docs: {
      description: { component: '普通用户（非会员）使用受限功能时弹出。是否受限由 domain 的 isOrdinaryUser 判断。' },
    },
  },
} satisfies Meta<typeof NonMemberPopup>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const LongFeatureName: Story = { args: { feature: '报价单同步到贸易软件（批量导入报价明细）' } };
