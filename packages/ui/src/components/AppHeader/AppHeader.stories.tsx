import type { Meta, StoryObj } from '@storybook/react-vite';
import { Bell, Maximize } from 'lucide-react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CountBadge } from '../Badge/Badge';
import { IconButton } from '../IconButton/IconButton';
import { AppHeader } from './AppHeader';

const meta = {
  title: 'Kit/AppHeader',
  component: AppHeader,
  args: {
    user: { nickname: '王经理', userTypeLabel: '主账号' },
    onLogin: fn(),
    onRegister: fn(),
    onLogout: fn(),
    onUserMenuAction: fn(),
  },
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          '应用顶部：Logo（新春版由调用方按日期窗口传 festive）、中间放搜索与播报、右侧放通知/选样车/历史/全屏，以及用户菜单（积分、个人设置、帮助、清除缓存、退出）；未登录时显示登录、注册。',
      },
    },
  },
} satisfies Meta<typeof AppHeader>;
export default meta;
type Story = StoryObj<typeof meta>;

const actions = (
  <>
    <CountBadge count={120} label="条未读消息">
      <IconButton label="系统消息" icon={<Bell size={18} />} />
    </CountBadge>
    <IconButton label="全屏" icon={<Maximize size={18} />} />
  </>
);

export const SignedIn: Story = {
  args: { actions },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /王经理/ }));
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(await body.findByRole('menuitem', { name: '退出' }));
    await expect(args.onLogout).toHaveBeenCalledOnce();
  },
};

export const SignedOut: Story = {
  args: { user: null },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: '登录' }));
    await expect(args.onLogin).toHaveBeenCalledOnce();
  },
};

export const Festive: Story = { args: { festive: true, actions } };

export const LongNickname: Story = {
  args: {
    user: { nickname: '汕头市澄海区某某玩具贸易有限公司采购部张三丰', userTypeLabel: '业务员' },
    actions,
  },
};
