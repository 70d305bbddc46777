import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { LoginForm } from './LoginForm';

const meta = {
  title: 'Kit/LoginForm',
  component: LoginForm,
  args: {
    onPasswordLogin: fn(),
    onCodeLogin: fn(),
    onSendCode: fn(async () => 60),
  },
  parameters: {
    docs: {
      description: {
        component:
          '登录表单：密码登录与验证码登录两个标签页。调用方处理 onPasswordLogin / onCodeLogin 并通过 isPending、error 反映请求状态（提交中按钮显示加载、错误信息显示在表单上方）；onSendCode 返回倒计时秒数，按钮倒计时期间不可用。只用于登录页和需要登录时弹出的登录框。',
      },
    },
  },
} satisfies Meta<typeof LoginForm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Password: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(/手机号/, { selector: 'input' }), '13800000001');
    await userEvent.type(canvas.getByLabelText(/密码/, { selector: 'input' }), 'demo123456');
    await userEvent.click(canvas.getByRole('button', { name: '登录' }));
    await expect(args.onPasswordLogin).toHaveBeenCalledWith('13800000001', 'demo123456');
  },
};

export const WithError: Story = { args: { error: '手机号或密码错误' } };

export const Pending: Story = { args: { isPending: true } };

export const CodeCountdown: Story = {
  args: { defaultMode: 'code' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(/手机号/, { selector: 'input' }), '13800000001');
    await userEvent.click(canvas.getByRole('button', { name: '获取验证码' }));
    await expect(args.onSendCode).toHaveBeenCalledWith('13800000001');
    await expect(await canvas.findByRole('button', { name: /秒后重发/ })).toBeDisabled();
  },
};
