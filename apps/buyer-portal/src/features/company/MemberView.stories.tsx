import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { auditFixture, memberPageFixture } from './fixtures';
import { MemberView } from './MemberView';

const meta = {
  title: 'Buyer/Member',
  component: MemberView,
  args: {
    hasCompany: true,
    state: 'ready',
    page: memberPageFixture,
    auditState: 'ready',
    audit: auditFixture,
    myInvites: [],
    onInvite: fn(async () => true),
    onRevoke: fn(),
    onSetRole: fn(),
    onSetDisabled: fn(),
    onRemove: fn(async () => true),
    onResetPassword: fn(async () => true),
    onTransfer: fn(async () => true),
    onStaffTab: fn(),
    onAccept: fn(async () => true),
    onShowAudit: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof MemberView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Inviting checks the phone first; the main account has no actions on itself. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: '停用 王建国' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: '邀请员工' }));
    const dialog = await screen.findByRole('dialog', { name: '邀请员工' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: /^手机号/ }), '1380000');
    await userEvent.click(within(dialog).getByRole('button', { name: '邀请员工' }));
    await expect(within(dialog).getByText('请输入正确的手机号')).toBeVisible();
    await userEvent.type(within(dialog).getByRole('textbox', { name: /^手机号/ }), '0099');
    await userEvent.click(within(dialog).getByRole('button', { name: '邀请员工' }));
    await expect(args.onInvite).toHaveBeenCalledWith({ phone: '13800000099', user_type: 1, nickname: '' });
  },
};
/** Removing a colleague hands their work to the chosen colleague. */
export const RemoveWithHandOver: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '移除 李晓梅' }));
    const dialog = await screen.findByRole('dialog', { name: '移除' });
    await userEvent.click(within(dialog).getByRole('button', { name: /将其客户/ }));
    await userEvent.click(await screen.findByRole('option', { name: '张伟（管理员）' }));
    await userEvent.click(within(dialog).getByRole('button', { name: '移除' }));
    await expect(args.onRemove).toHaveBeenCalledWith(2, 3);
  },
};
/** An administrator cannot act on the main account nor hand the main role over. */
export const AsAdministrator: Story = {
  args: { page: { ...memberPageFixture, self_id: 3, self_type: 2, can_close_staff_tab: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: '停用 王建国' })).toBeNull();
    await expect(canvas.getByRole('button', { name: '停用 李晓梅' })).toBeVisible();
    await expect(canvas.queryByRole('switch')).toBeNull();
  },
};
export const AuditLog: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('tab', { name: '操作记录' }));
    await expect(args.onShowAudit).toHaveBeenCalled();
    await expect(within(canvasElement).getByText(/赵离职 → 李晓梅/)).toBeVisible();
  },
};
/** A user without a company joins with the code of an invitation SMS. */
export const JoinByInvitation: Story = {
  args: {
    hasCompany: false,
    page: null,
    myInvites: [
      { id: 5, company_name: '深圳市环球优品贸易有限公司', role_text: '业务员', expires_time: '2026-11-25 10:00:00' },
    ],
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: '加入' })).toBeDisabled();
    await userEvent.type(canvas.getByRole('textbox', { name: '邀请验证码' }), '123456');
    await userEvent.click(canvas.getByRole('button', { name: '加入' }));
    await expect(args.onAccept).toHaveBeenCalledWith('123456');
  },
};
export const Loading: Story = { args: { state: 'loading', page: null } };
