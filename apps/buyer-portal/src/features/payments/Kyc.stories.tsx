import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { account, kyc } from './fixtures';
import { KycView } from './KycView';

const meta = {
  title: 'Buyer/Kyc',
  component: KycView,
  args: {
    status: 'INIT',
    initial: null,
    documents: [],
    submittedTime: null,
    mayChange: true,
    busy: false,
    error: null,
    onUpload: fn(),
    onSubmit: fn(),
  },
} satisfies Meta<typeof KycView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** An empty application is not sent: the missing fields are named. */
export const Empty: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '提交认证' }));
    await expect(canvas.getByRole('alert')).toHaveTextContent('请填写完整');
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await userEvent.upload(
      canvas.getByLabelText('上传营业执照'),
      new File(['%PDF-'], '营业执照.pdf', { type: 'application/pdf' }),
    );
    await expect(args.onUpload).toHaveBeenCalled();
  },
};

/** Filled with both documents: submitted with their ids. */
export const Ready: Story = {
  args: { initial: kyc, documents: account().kyc_documents },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: '提交认证' }));
    await expect(args.onSubmit).toHaveBeenCalledWith(kyc, [1, 2]);
  },
};

export const UnderReview: Story = {
  args: {
    status: 'UNDER_REVIEW',
    initial: kyc,
    documents: account().kyc_documents,
    submittedTime: '2026-11-18 10:02:11',
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button', { name: '提交认证' })).toBeNull();
  },
};

export const UploadRefused: Story = {
  args: { initial: kyc, error: '文件类型只能是 PDF、JPG 或 PNG' },
};
