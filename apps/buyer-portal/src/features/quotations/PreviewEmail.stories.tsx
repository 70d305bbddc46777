import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { preview } from './fixtures';
import { PreviewEmailView } from './PreviewEmailView';

const meta = {
  title: 'Buyer/PreviewEmail',
  component: PreviewEmailView,
  args: { state: 'ready', preview, onLang: fn(), onBack: fn(), onRetry: fn() },
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
export const Loading: Story = { args: { state: 'loading', preview: null } };
export const LoadError: Story = { args: { state: 'error', preview: null } };
