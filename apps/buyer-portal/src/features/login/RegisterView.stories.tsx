import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { RegisterView } from './RegisterView';

// A captcha picture as the server draws it (strokes, no font).
const captcha = `data:image/svg+xml;base64,${btoa(
  '<svg xmlns="http://www.w3.org/2000/svg" width="120" height="40"><rect width="100%" height="100%" fill="#eef2f8"/><path d="M16 10L30 10L30 22L30 34L16 34M16 22L30 22" stroke="#1f3a68" stroke-width="3" fill="none"/><path d="M56 10L56 34" stroke="#1f3a68" stroke-width="3"/></svg>',
)}`;

const meta = {
  title: 'Buyer/Register',
  component: RegisterView,
  args: {
    captchaImage: captcha,
    onRefreshCaptcha: fn(),
    onSendCode: fn(async () => 60),
    onRegister: fn(async () => undefined),
    onToLogin: fn(),
  },
} satisfies Meta<typeof RegisterView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The code goes out only with the captcha typed; the captcha is renewed after each try; then registration. */
export const Filled: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const send = canvas.getByRole('button', { name: '获取验证码' });
    await userEvent.type(canvas.getByLabelText(/手机号/), '13912340001');
    await expect(send).toBeDisabled();
    await userEvent.type(canvas.getByLabelText(/图形验证码/), '3172');
    await userEvent.click(send);
    await expect(args.onSendCode).toHaveBeenCalledWith('13912340001', '3172');
    await expect(args.onRefreshCaptcha).toHaveBeenCalled();
    await expect(await canvas.findByRole('button', { name: /秒后重发/ })).toBeDisabled();
    await userEvent.type(canvas.getByLabelText(/短信验证码/), '123456');
    await userEvent.click(canvas.getByRole('button', { name: '注册并登录' }));
    await expect(args.onRegister).toHaveBeenCalledWith({ phone: '13912340001', code: '123456' });
  },
};

/** The server's refusal is shown under the form. */
export const Refused: Story = {
  args: { onRegister: fn(async () => Promise.reject(new Error('验证码错误或已过期'))) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(/手机号/), '13912340001');
    await userEvent.type(canvas.getByLabelText(/短信验证码/), '000000');
    await userEvent.click(canvas.getByRole('button', { name: '注册并登录' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('验证码错误或已过期');
  },
};

export const CaptchaLoading: Story = { args: { captchaImage: null } };
export const NarrowWindow: Story = {
  decorators: [(Story) => <div style={{ width: 320 }}>{Story()}</div>],
};
