import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { preview, sentMail } from './fixtures';
import { PreviewEmailView } from './PreviewEmailView';

const meta = {
  title: 'Buyer/PreviewEmail',
  component: PreviewEmailView,
  args: { state: 'ready', preview, onMode: fn(), onLang: fn(), onBack: fn(), onRetry: fn() },
} satisfies Meta<typeof PreviewEmailView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/confirm\?token=/)).toBeVisible();
    await expect(within(canvasElement).getByText(/\.xlsx$/)).toBeVisible();
  },
};
/** More items than fit in an attachment: the body ends with the Excel's download link. */
export const ExcelLinked: Story = {
  args: { preview: { ...preview, attachments: [], body: `${preview.body}\n\n报价单Excel下载：…` } },
};
export const Outbox: Story = { args: { preview: { ...preview, from: null, outbox: true } } };
export const English: Story = {
  args: {
    preview: {
      ...preview,
      lang: 'en',
      subject: 'Quotation Q20261105-0001 from Shenzhen Global Best Trading Co., Ltd.',
      body: 'Dear ACME Toys Inc.,\n\nPlease find our quotation Q20261105-0001.\nhttps://example.com/confirm?token=1.2.x\n\nBest regards,\n李晓梅',
    },
  },
};
/** A sent quotation: the e-mail as it went out, signed and sent by 李晓梅, with its own subject and Excel. */
export const Sent: Story = {
  args: { preview: { ...preview, subject: '默认主题（不应显示）', sent: sentMail } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('article', { name: sentMail.subject })).toBeVisible();
    await expect(canvas.getByText(/李晓梅 于 2026-11-05 12:00:03 发送（已发送）/)).toBeVisible();
    await expect(canvas.getByText(/20261105120000\.xlsx$/)).toBeVisible();
    await expect(canvas.queryByText('默认主题（不应显示）')).toBeNull();
    await expect(canvas.queryByRole('radiogroup', { name: '邮件语言' })).toBeNull();
    await userEvent.click(canvas.getByRole('radio', { name: '再次发送的预览' }));
    await expect(args.onMode).toHaveBeenCalledWith('draft');
  },
};
/** A sent quotation, looking at what sending again would send (the language can be chosen). */
export const SentDraft: Story = {
  args: { preview: { ...preview, sent: sentMail }, mode: 'draft' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('article', { name: preview.subject })).toBeVisible();
    await expect(canvas.getByRole('radiogroup', { name: '邮件语言' })).toBeVisible();
  },
};
/** A link to the Excel rather than a file: the name links to it. */
export const SentWithLink: Story = {
  args: {
    preview: {
      ...preview,
      sent: {
        ...sentMail,
        status: 2,
        status_text: '未发送',
        from: null,
        sent_time: null,
        attachments: [{ filename: '报价单Q20261105-0001.xlsx', url: 'https://example.com/files/q.xlsx' }],
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: '报价单Q20261105-0001.xlsx' })).toHaveAttribute(
      'href',
      'https://example.com/files/q.xlsx',
    );
    await expect(canvas.getByText(/发送（未发送）/)).toBeVisible();
  },
};
export const Loading: Story = { args: { state: 'loading', preview: null } };
export const LoadError: Story = { args: { state: 'error', preview: null } };
