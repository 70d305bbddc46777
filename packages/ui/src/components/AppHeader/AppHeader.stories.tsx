import type { Meta, StoryObj } from '@storybook/react-vite';
import { Bell, Camera, Maximize } from 'lucide-react';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { sampleCarts } from '../../fixtures';
import { CountBadge } from '../Badge/Badge';
import { BroadcastCarousel } from '../BroadcastCarousel/BroadcastCarousel';
import { HeaderSearch, type HeaderSearchKind } from '../HeaderSearch/HeaderSearch';
import { IconButton } from '../IconButton/IconButton';
import { ImageSearchUpload } from '../ImageSearchUpload/ImageSearchUpload';
import { Popover, PopoverTrigger } from '../Popover/Popover';
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

/** An app with no points, settings or help screens (the factory console, the kiosk): the menu has 退出 alone. */
export const SignOutOnly: Story = {
  args: { user: { nickname: '李厂长' }, onUserMenuAction: undefined },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /李厂长/ }));
    const body = within(canvasElement.ownerDocument.body);
    await body.findByRole('menuitem', { name: '退出' });
    await expect(body.getAllByRole('menuitem')).toHaveLength(1);
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

function FullSearch() {
  const [kind, setKind] = useState<HeaderSearchKind>('product');
  const [value, setValue] = useState('');
  return (
    <HeaderSearch
      kind={kind}
      onKindChange={setKind}
      value={value}
      onValueChange={setValue}
      onSubmit={() => {}}
      recent={['磁力片', '泡泡机']}
      endSlot={
        <PopoverTrigger>
          <IconButton label="以图搜图" icon={<Camera size={18} />} />
          <Popover title="以图搜图" placement="bottom end">
            <ImageSearchUpload kind={kind} onSearchFile={() => {}} onSearchUrl={() => {}} />
          </Popover>
        </PopoverTrigger>
      }
    />
  );
}

export const Full: Story = {
  args: {
    unreadCount: 120,
    onBell: fn(),
    onHistory: fn(),
    onFullscreenChange: fn(),
    cart: { carts: sampleCarts, onOpen: fn(), onManage: fn(), onCreate: fn() },
    children: (
      <>
        <FullSearch />
        <BroadcastCarousel
          items={['每日播报：昨日新增工厂 12 家、新品 3,406 款', '更新说明：以图搜图支持 Ctrl+V 粘贴截图']}
        />
      </>
    ),
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: '以图搜图' }));
    const body = within(canvasElement.ownerDocument.body);
    await expect(await body.findByRole('dialog', { name: '以图搜图' })).toBeInTheDocument();
  },
};

export const FullNarrow1046: Story = { args: Full.args, globals: { viewport: { value: 'narrow' } } };
export const FullWide1686: Story = { args: Full.args, globals: { viewport: { value: 'wide' } } };
/** A phone: logo and actions on the first row, the search on its own row; no fullscreen or history, the user's initial only. */
export const PhoneSignedIn390: Story = { args: Full.args, globals: { viewport: { value: 'phone390' } } };
export const PhoneSignedOut360: Story = {
  args: { ...Full.args, user: null },
  globals: { viewport: { value: 'phone360' } },
};

export const FestiveByDateWindow: Story = {
  args: { festiveWindow: { start: new Date('2026-02-10'), end: new Date('2026-02-25') }, now: new Date('2026-02-17') },
};
