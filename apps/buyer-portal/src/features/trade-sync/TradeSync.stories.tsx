import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { application } from './fixtures';
import { TradeSyncDialogView } from './TradeSyncDialogView';
import { TradeSyncReviewView } from './TradeSyncReviewView';

const meta = {
  title: 'Buyer/TradeSync',
  component: TradeSyncDialogView,
  args: {
    isOpen: true,
    onOpenChange: fn(),
    accountName: 'sales01',
    onAccountNameChange: fn(),
    problem: null,
    itemCount: 36,
    run: { phase: 'idle' },
    onStart: fn(),
  },
} satisfies Meta<typeof TradeSyncDialogView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Before the sync: the account name in the trade software, then 开始同步. */
export const AccountName: Story = {
  args: { accountName: '' },
  play: async ({ canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.type(await body.findByRole('textbox', { name: /同步的账号名称/ }), 'sales01');
    await expect(args.onAccountNameChange).toHaveBeenCalled();
    await userEvent.click(body.getByRole('button', { name: '开始同步' }));
    await expect(args.onStart).toHaveBeenCalled();
  },
};

/** §5: no account name. */
export const AccountNameMissing: Story = {
  args: { accountName: '', problem: '请填写同步的账号名称' },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await expect(await body.findByRole('textbox', { name: /同步的账号名称/ })).toHaveAttribute('aria-invalid', 'true');
  },
};

/** §5: nothing to sync. */
export const NoItems: Story = {
  args: { itemCount: 0, problem: '无样品数据' },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await expect(await body.findByRole('alert')).toHaveTextContent('无样品数据');
  },
};

/** §8: the first address did not answer: '服务器连接中，请耐心等候' while the next is tried. */
export const Connecting: Story = {
  args: { run: { phase: 'connecting', host: '127.0.0.1', message: '服务器连接中，请耐心等候' } },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await expect(await body.findByText('服务器连接中，请耐心等候')).toBeInTheDocument();
    await expect(body.getByRole('button', { name: '关闭' })).toBeDisabled();
  },
};

/** The bridge writes: responseData as the bar, responseTip beneath. */
export const Syncing: Story = {
  args: { run: { phase: 'syncing', host: '192.168.1.20', percent: 62, tip: '正在写入 22/36' } },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await expect(await body.findByRole('progressbar', { name: '正在同步报价单' })).toHaveAttribute(
      'aria-valuenow',
      '62',
    );
    await expect(body.getByText('正在写入 22/36')).toBeInTheDocument();
  },
};

/** Done: the bar full (it resets 0.5 s later). */
export const Done: Story = {
  args: { run: { phase: 'done', host: '192.168.1.20', tip: '导入完成，共36款产品' } },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await expect(await body.findByRole('progressbar', { name: '同步完成' })).toHaveAttribute('aria-valuenow', '100');
  },
};

/** §8: the bridge's requestError, with the restart suffix. */
export const BridgeError: Story = {
  args: {
    run: {
      phase: 'error',
      messages: ['同步令牌错误或已失效', '同步令牌错误或已失效，请重启服务器或联系我们这边客服'],
    },
  },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await expect(await body.findByRole('alert')).toHaveTextContent(
      '同步令牌错误或已失效，请重启服务器或联系我们这边客服',
    );
  },
};

/** The company has not applied yet: a link to the application. */
export const NotOpened: Story = {
  args: { notOpened: true },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await expect(await body.findByRole('link', { name: '去申请' })).toHaveAttribute('href', '/trade_system');
  },
};

const reviewList = [
  application(3, {
    remark: '自研外贸ERP（V3.2），需要对接报价单导入，联系人下午在公司',
    software_type: 5,
    software_name: '其他（请在备注中填写）',
  }),
  application(2, {
    company_name: '汕头市澄海区宏兴玩具实业有限公司',
    status: 'approved',
    status_text: '已开通',
    local_ip: ['192.168.1.20', '192.168.1.21'],
    appkey: 'wj3f9a0c17d2b845e6',
    sync_count: 128,
    review_remark: '已电话确认',
  }),
  application(1, {
    company_name: '广州市优选礼品有限公司',
    status: 'rejected',
    status_text: '未通过',
    review_remark: '贸易系统版本过旧',
  }),
];

/** The customer service's review: open with the LAN IPs (checked before sending). */
export const Review: StoryObj<typeof TradeSyncReviewView> = {
  render: (args) => <TradeSyncReviewView {...args} />,
  args: {
    state: 'ready',
    list: reviewList,
    status: 'all',
    onStatusChange: fn(),
    onReview: fn(),
    onRetry: fn(),
  },
  play: async ({ canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    const first = await body.findByRole('listitem', { name: '深圳市环球优品贸易有限公司' });
    await userEvent.click(within(first).getByRole('button', { name: '开通' }));
    const dialog = await body.findByRole('dialog');
    const ips = within(dialog).getByRole('textbox', { name: /局域网IP/ });
    await userEvent.type(ips, '192.168.1.300');
    await userEvent.click(within(dialog).getByRole('button', { name: '开通' }));
    await expect(ips).toHaveAttribute('aria-invalid', 'true');
    await expect(args.onReview).not.toHaveBeenCalled();
    await userEvent.clear(ips);
    await userEvent.type(ips, '192.168.1.20，192.168.1.21');
    await userEvent.click(within(dialog).getByRole('button', { name: '开通' }));
    await expect(args.onReview).toHaveBeenCalledWith({
      id: 3,
      decision: 'approve',
      local_ip: ['192.168.1.20', '192.168.1.21'],
      review_remark: '',
    });
  },
};

export const ReviewEmpty: StoryObj<typeof TradeSyncReviewView> = {
  render: (args) => <TradeSyncReviewView {...args} />,
  args: { state: 'ready', list: [], status: 'pending', onStatusChange: fn(), onReview: fn(), onRetry: fn() },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('暂无申请')).toBeInTheDocument();
  },
};
