import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { application, approvedAccount, noAccount, pendingAccount } from './fixtures';
import { TradeSyncReviewView } from './TradeSyncReviewView';
import { TradeSystemView } from './TradeSystemView';

const meta = {
  title: 'Buyer/TradeSystem',
  component: TradeSystemView,
  args: {
    account: noAccount,
    signedIn: true,
    platformUrl: 'https://www.wanju.example',
    state: 'ready',
    onApply: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof TradeSystemView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Signed out: what the sync does, and a sign-in link to apply. */
export const SignedOut: Story = {
  args: { signedIn: false, account: null },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: '贸易系统同步' })).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: '登录后申请' })).toHaveAttribute('href', '/login');
  },
};

/** §5: the form refuses without a trade system, then 'other' without a remark, then sends. */
export const Apply: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const submit = await canvas.findByRole('button', { name: '提交申请' });
    await userEvent.click(submit);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('请选择当前使用的贸易系统');
    await expect(args.onApply).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('radio', { name: '其他（请在备注中填写）' }));
    await userEvent.type(canvas.getByRole('textbox', { name: /联系人/ }), '王经理');
    await userEvent.type(canvas.getByRole('textbox', { name: /^手机/ }), '13800000001');
    await userEvent.click(submit);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('选择“其他”时请在备注中填写贸易系统名称');
    await userEvent.type(canvas.getByRole('textbox', { name: /备注/ }), '自研ERP');
    await userEvent.click(submit);
    await expect(args.onApply).toHaveBeenCalledWith({
      software_type: 5,
      company_contact: '王经理',
      company_telephone: '',
      company_mobilephone: '13800000001',
      remark: '自研ERP',
    });
  },
};

/** Applied, waiting for the customer service. */
export const Pending: Story = {
  args: { account: pendingAccount },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('待审核')).toBeInTheDocument();
    await expect(canvas.getByRole('form', { name: '修改申请信息' })).toBeInTheDocument();
  },
};

/** Approved: appkey, token (hidden until asked), IPs, the bridge's command. */
export const Approved: Story = {
  args: { account: approvedAccount },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('wj3f9a0c17d2b845e6')).toBeInTheDocument();
    await expect(canvas.queryByText(approvedAccount.token)).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: '显示令牌' }));
    await expect(canvas.getByText(approvedAccount.token)).toBeInTheDocument();
    await expect(canvas.getByText('192.168.1.20、192.168.1.21')).toBeInTheDocument();
  },
};

/** A salesperson sees the account but cannot apply. */
export const SalespersonNotApplied: Story = {
  args: { account: { ...noAccount, can_apply: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('只有公司主账号或管理员可以提交申请。')).toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: '提交申请' })).toBeNull();
  },
};

export const Loading: Story = { args: { state: 'loading', account: null } };

export const LoadError: Story = {
  args: { state: 'error', account: null },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: '重试' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

/** A customer-service agent: the review list below. */
export const AgentWithReview: Story = {
  args: {
    account: { ...noAccount, can_apply: false },
    review: (
      <TradeSyncReviewView
        state="ready"
        list={[application(1)]}
        status="pending"
        onStatusChange={fn()}
        onReview={fn()}
        onRetry={fn()}
      />
    ),
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('region', { name: '同步申请审核' })).toBeInTheDocument();
  },
};
