import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { KIOSK_TEXT } from '../../app/i18n';
import { kioskFrame, touchTap } from './kioskFrame';
import { SignInView } from './SignInView';

const meta = {
  title: 'Kiosk/SignIn',
  component: SignInView,
  args: { t: KIOSK_TEXT.zh, busy: false, error: null, onSignIn: fn() },
} satisfies Meta<typeof SignInView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Landscape: Story = {
  decorators: [kioskFrame('landscape')],
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: '设备码' }), 'WANJ-UZHT-8888');
    touchTap(canvas.getByRole('button', { name: '登录' }));
    await expect(args.onSignIn).toHaveBeenCalledWith('WANJ-UZHT-8888');
  },
};
export const Portrait: Story = {
  decorators: [kioskFrame('portrait')],
  args: { error: '设备码无效或已停用' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('设备码无效或已停用');
    await expect(within(canvasElement).getByRole('button', { name: '登录' })).toBeDisabled();
  },
};
