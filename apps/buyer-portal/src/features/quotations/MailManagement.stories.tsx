import type { Meta, StoryObj } from '@storybook/react-vite';
import { DEFAULT_QUOTATION_MAIL } from '@wanju/domain';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { mailboxes, record } from './fixtures';
import { MailManagementView } from './MailManagementView';

const records = [record(3, 2), record(2, 1), record(1, 0)];
const meta = {
  title: 'Buyer/MailManagement',
  component: MailManagementView,
  args: {
    mailboxState: 'ready',
    mailboxes,
    recordState: 'ready',
    records,
    total: records.length,
    page: 1,
    pageSize: 20,
    status: 'all',
    template: { lang: 'zh', ...DEFAULT_QUOTATION_MAIL.zh },
    onStatus: fn(),
    onPageChange: fn(),
    onSaveMailbox: fn(async () => true),
    onDeleteMailbox: fn(),
    onTest: fn(),
    onResend: fn(),
    onTemplateLang: fn(),
    onSaveTemplate: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof MailManagementView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A new mailbox needs an address, a server and a password before it is saved. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('未发送')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '添加邮箱' }));
    const dialog = await screen.findByRole('dialog', { name: '添加邮箱' });
    await userEvent.click(within(dialog).getByRole('button', { name: '保存' }));
    await expect(args.onSaveMailbox).not.toHaveBeenCalled();
    await userEvent.type(within(dialog).getByRole('textbox', { name: /邮箱地址/ }), 'sales@example.com');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /SMTP服务器/ }), 'smtp.example.com');
    await userEvent.type(within(dialog).getByLabelText(/密码或授权码/), 'secret');
    await userEvent.click(within(dialog).getByRole('button', { name: '保存' }));
    await expect(args.onSaveMailbox).toHaveBeenCalledWith(
      expect.objectContaining({ email: 'sales@example.com', host: 'smtp.example.com', password: 'secret' }),
    );
  },
};
export const NoMailbox: Story = { args: { mailboxes: [], records: [record(1, 2)], total: 1 } };
export const Loading: Story = {
  args: { mailboxState: 'loading', recordState: 'loading', records: [], template: null },
};
export const LoadError: Story = { args: { mailboxState: 'error', recordState: 'error', records: [] } };
export const LongList: Story = {
  args: { records: Array.from({ length: 20 }, (_, i) => record(i + 1, i % 3)), total: 180 },
};
