import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SettingsView } from './SettingsView';

const meta = {
  title: 'Buyer/Settings',
  component: SettingsView,
  args: {
    profile: {
      nickname: '王建国',
      phone: '13800000001',
      companyName: '深圳市环球优品贸易有限公司',
      userTypeLabel: '主账号',
      hasPassword: true,
    },
    onSaveNickname: fn(),
    onChangePassword: fn(async () => true),
    onSendPhoneCode: fn(),
    onBindPhone: fn(async () => true),
  },
} satisfies Meta<typeof SettingsView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const save = canvas.getByRole('button', { name: '保存' });
    await expect(save).toBeDisabled();
    const field = canvas.getByRole('textbox', { name: '昵称' });
    await userEvent.clear(field);
    await userEvent.type(field, '王经理');
    await userEvent.click(save);
    await expect(args.onSaveNickname).toHaveBeenCalledWith('王经理');
  },
};
export const Saving: Story = { args: { isSaving: true } };
export const ServerError: Story = {
  args: { error: '昵称最多20个字' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('昵称最多20个字')).toBeInTheDocument();
  },
};
export const FreeUserWithoutCompany: Story = {
  args: {
    profile: {
      nickname: '陈先生',
      phone: '13800000004',
      companyName: '',
      userTypeLabel: '免费用户',
      hasPassword: true,
    },
  },
};
export const LongChineseText: Story = {
  args: {
    profile: {
      nickname: '汕头澄海外贸采购部王经理',
      phone: '13800000001',
      companyName: '汕头市澄海区莲下镇超长名称塑胶电子玩具进出口贸易有限公司（香港）深圳分公司',
      userTypeLabel: '业务员',
      hasPassword: true,
    },
  },
};

/** The form checks the domain's password rule before it sends anything, then sends and clears. */
export const ChangePassword: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const submit = canvas.getByRole('button', { name: '修改密码' });
    await userEvent.click(submit);
    await expect(canvas.getByRole('alert')).toHaveTextContent('请输入原密码');
    await userEvent.type(canvas.getByLabelText('原密码'), 'demo123456');
    await userEvent.type(canvas.getByLabelText('新密码'), '12345678');
    await userEvent.type(canvas.getByLabelText('确认新密码'), '12345678');
    await userEvent.click(submit);
    await expect(canvas.getByRole('alert')).toHaveTextContent('新密码须为8-20位，且同时包含字母和数字');
    await userEvent.clear(canvas.getByLabelText('新密码'));
    await userEvent.type(canvas.getByLabelText('新密码'), 'newPass2026');
    await userEvent.click(submit);
    await expect(canvas.getByRole('alert')).toHaveTextContent('两次输入的新密码不一致');
    await userEvent.clear(canvas.getByLabelText('确认新密码'));
    await userEvent.type(canvas.getByLabelText('确认新密码'), 'newPass2026');
    await userEvent.click(submit);
    await expect(args.onChangePassword).toHaveBeenCalledWith('demo123456', 'newPass2026');
    await expect(canvas.getByLabelText('原密码')).toHaveValue('');
  },
};
/** An account made by SMS sign-in sets a first password: no old one asked, the same rule and confirmation. */
export const FirstPassword: Story = {
  args: { profile: { ...meta.args.profile, hasPassword: false } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: '设置密码' })).toBeInTheDocument();
    await expect(canvas.queryByLabelText('原密码')).toBeNull();
    const submit = canvas.getByRole('button', { name: '设置密码' });
    await userEvent.type(canvas.getByLabelText('新密码'), 'first2026');
    await userEvent.click(submit);
    await expect(canvas.getByRole('alert')).toHaveTextContent('两次输入的新密码不一致');
    await userEvent.type(canvas.getByLabelText('确认新密码'), 'first2026');
    await userEvent.click(submit);
    await expect(args.onChangePassword).toHaveBeenCalledWith(undefined, 'first2026');
  },
};
export const WrongOldPassword: Story = {
  args: { password: { error: '原密码错误' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('原密码错误');
  },
};
export const ChangingPassword: Story = { args: { password: { isPending: true } } };

/** A code goes to the new phone, then the phone is bound with it. */
export const BindPhone: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('新手机号'), '1360000');
    await userEvent.click(canvas.getByRole('button', { name: '获取验证码' }));
    await expect(canvas.getByRole('alert')).toHaveTextContent('请输入正确的手机号');
    await expect(args.onSendPhoneCode).not.toHaveBeenCalled();
    await userEvent.type(canvas.getByLabelText('新手机号'), '0001');
    await userEvent.click(canvas.getByRole('button', { name: '获取验证码' }));
    await expect(args.onSendPhoneCode).toHaveBeenCalledWith('13600000001');
    await userEvent.type(canvas.getByLabelText('短信验证码'), '123456');
    await userEvent.click(canvas.getByRole('button', { name: '绑定' }));
    await expect(args.onBindPhone).toHaveBeenCalledWith('13600000001', '123456');
  },
};
export const CodeCountdown: Story = {
  args: { codeCountdown: 42 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: '42 秒后重发' })).toBeDisabled();
  },
};
export const PhoneAlreadyBound: Story = {
  args: { phone: { error: '该手机号已被其他账号绑定' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('该手机号已被其他账号绑定');
  },
};
