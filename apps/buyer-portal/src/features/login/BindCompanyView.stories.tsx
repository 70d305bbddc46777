import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { BindCompanyView } from './BindCompanyView';

const meta = {
  title: 'Buyer/BindCompany',
  component: BindCompanyView,
  args: { onJoin: fn(async () => undefined), onCreate: fn(async () => undefined), onSkip: fn() },
} satisfies Meta<typeof BindCompanyView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Joining by the company's code. */
export const Join: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(/公司编码/), 'AB12CD34');
    await userEvent.click(canvas.getByRole('button', { name: '加入' }));
    await expect(args.onJoin).toHaveBeenCalledWith('AB12CD34');
  },
};

/** Creating a company; a refusal is shown. */
export const CreateRefused: Story = {
  args: { onCreate: fn(async () => Promise.reject(new Error('请输入公司名称'))) },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: '创建公司' }));
    await userEvent.type(canvas.getByLabelText(/公司名称/), '汕头市乐达贸易有限公司');
    await userEvent.click(canvas.getByRole('button', { name: '创建' }));
    await expect(args.onCreate).toHaveBeenCalledWith('汕头市乐达贸易有限公司');
    await expect(await canvas.findByRole('alert')).toHaveTextContent('请输入公司名称');
  },
};

export const Skip: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: '暂不绑定，直接进入' }));
    await expect(args.onSkip).toHaveBeenCalled();
  },
};
