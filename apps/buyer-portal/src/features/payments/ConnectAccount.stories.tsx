import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ConnectAccountView } from './ConnectAccountView';
import { account, log } from './fixtures';
import { KycView } from './KycView';

const meta = {
  title: 'Buyer/ConnectAccount',
  component: ConnectAccountView,
  args: {
    state: 'ready',
    account: account(),
    log,
    busy: false,
    onLink: fn(),
    onUnlink: fn(),
    onManage: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof ConnectAccountView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** An active account: unlinking asks first. */
export const Active: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '解除关联' }));
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('alertdialog');
    await expect(dialog).toHaveTextContent('解除关联后将不能收款和结汇');
    await userEvent.click(within(dialog).getByRole('button', { name: '解除关联' }));
    await expect(args.onUnlink).toHaveBeenCalled();
  },
};

/** Not linked: the authorisation page. */
export const NotLinked: Story = {
  args: {
    account: account({ status: 'notAuthorization', status_text: '未授权', collection_accounts: [], kyc: null }),
    log: [],
  },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: '授权关联收款账户' }));
    await expect(args.onLink).toHaveBeenCalled();
  },
};

export const Salesperson: Story = {
  args: {
    account: account({ status: 'notAuthorization', status_text: '未授权', may_change: false, kyc: null }),
    log: [],
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: '授权关联收款账户' })).toBeDisabled();
  },
};

/** Refused KYC: the reason and the KYC page under the status. */
export const Refused: Story = {
  args: {
    account: account({ status: 'SUSPENDED', status_text: '认证未通过', kyc_reason: '营业执照照片不清晰，请重新上传' }),
    kyc: (
      <KycView
        status="SUSPENDED"
        initial={account().kyc}
        documents={account().kyc_documents}
        submittedTime="2026-11-18 10:02:11"
        mayChange
        busy={false}
        error={null}
        onUpload={fn()}
        onSubmit={fn()}
      />
    ),
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/营业执照照片不清晰/)).toBeVisible();
  },
};

export const Loading: Story = { args: { state: 'loading', account: null, log: [] } };
export const LoadError: Story = { args: { state: 'error', account: null, log: [] } };
