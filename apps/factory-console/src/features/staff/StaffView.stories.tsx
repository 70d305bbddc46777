import type { Meta, StoryObj } from '@storybook/react-vite';
import type { StaffPage } from '@wanju/api-client';
import { expect, fn, userEvent, within } from 'storybook/test';
import { StaffView } from './StaffView';

const page: StaffPage = {
  me: 1,
  can_manage: true,
  list: [
    {
      user_id: 1,
      phone: '13800000005',
      nickname: '林志强',
      user_type: 0,
      disabled: false,
      invited_by_name: '',
      invited_time: null,
      answered_count: 42,
      last_answered_time: '2026-11-21 11:00:00',
    },
    {
      user_id: 2,
      phone: '13800000008',
      nickname: '黄丽娟',
      user_type: 1,
      disabled: false,
      invited_by_name: '林志强',
      invited_time: '2026-10-02 09:00:00',
      answered_count: 17,
      last_answered_time: '2026-11-20 16:30:00',
    },
    {
      user_id: 3,
      phone: '13700000001',
      nickname: '周新人',
      user_type: 2,
      disabled: true,
      invited_by_name: '林志强',
      invited_time: '2026-11-01 09:00:00',
      answered_count: 0,
      last_answered_time: null,
    },
  ],
};

const meta = {
  title: 'Factory/Staff',
  component: StaffView,
  args: { state: 'ready', page, onRetry: fn(), onInvite: fn(), onRole: fn(), onDisabled: fn() },
} satisfies Meta<typeof StaffView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The main account invites by phone (checked first), disables a salesperson after confirming, enables another. */
export const Manage: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: '手机号' }), '1370000');
    await userEvent.click(canvas.getByRole('button', { name: '邀请' }));
    await expect(canvas.getByRole('alert')).toHaveTextContent('请输入正确的手机号');
    await userEvent.type(canvas.getByRole('textbox', { name: '手机号' }), '0002');
    await userEvent.type(canvas.getByRole('textbox', { name: '姓名' }), '吴师傅');
    await userEvent.click(canvas.getByRole('button', { name: '邀请' }));
    await expect(args.onInvite).toHaveBeenCalledWith({ phone: '13700000002', nickname: '吴师傅', role: 1 });
    await userEvent.click(canvas.getByRole('button', { name: '停用黄丽娟' }));
    const dialog = await within(document.body).findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    await expect(args.onDisabled).toHaveBeenCalledWith(2, true);
    await userEvent.click(canvas.getByRole('button', { name: '启用周新人' }));
    await expect(args.onDisabled).toHaveBeenCalledWith(3, false);
    // The main account itself has no actions.
    await expect(canvas.queryByRole('button', { name: '停用林志强' })).toBeNull();
  },
};
/** A salesperson sees the staff and what each answered, but changes nothing. */
export const AsSalesperson: Story = {
  args: { page: { ...page, me: 2, can_manage: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('只有主账号或管理员可以邀请和管理员工')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /^停用/ })).toBeNull();
    await expect(canvas.getByText('17')).toBeVisible();
  },
};
export const Loading: Story = { args: { state: 'loading', page: null } };
export const LoadError: Story = { args: { state: 'error', page: null } };
