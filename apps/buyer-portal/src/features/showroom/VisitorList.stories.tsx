import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { visitorListFixture } from './fixtures';
import { VisitorListView } from './VisitorListView';

const meta = {
  title: 'Buyer/KioskVisitorList',
  component: VisitorListView,
  // the page is opened on a phone
  decorators: [
    (Story) => (
      <div style={{ width: 390 }}>
        <Story />
      </div>
    ),
  ],
  args: {
    state: 'ready',
    list: visitorListFixture,
    signedIn: true,
    onCart: fn(),
    onQuotation: fn(),
    onSignIn: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof VisitorListView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Salesperson: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3);
    await userEvent.click(canvas.getByRole('button', { name: '生成展厅报价单' }));
    await expect(args.onQuotation).toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: '全部加入选样车' }));
    await expect(args.onCart).toHaveBeenCalled();
  },
};
export const SignedOut: Story = {
  args: { signedIn: false },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: '登录' }));
    await expect(args.onSignIn).toHaveBeenCalled();
  },
};
export const Expired: Story = { args: { state: 'invalid', list: null } };

/** The kiosk's QR code opens this on a salesperson's phone. */
export const Phone360: Story = { globals: { viewport: { value: 'phone360' } } };
export const PhoneSignedOut390: Story = { args: { signedIn: false }, globals: { viewport: { value: 'phone390' } } };
