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
    },
    onSaveNickname: fn(),
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
  args: { profile: { nickname: '陈先生', phone: '13800000004', companyName: '', userTypeLabel: '主账号' } },
};
export const LongChineseText: Story = {
  args: {
    profile: {
      nickname: '汕头澄海外贸采购部王经理',
      phone: '13800000001',
      companyName: '汕头市澄海区莲下镇超长名称塑胶电子玩具进出口贸易有限公司（香港）深圳分公司',
      userTypeLabel: '业务员',
    },
  },
};
