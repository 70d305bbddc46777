import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CustomerIndentView, CustomerOrderView, SampleListDetailView, SampleListView } from './CommerceViews';
import { orderFixture, sampleListDetailFixture, sampleListsFixture, siteOptionsFixture } from './fixtures';

/** The sample lists and orders of the company website: each View's states. */
const meta = {
  title: 'Buyer/WebsiteOrders',
  component: CustomerOrderView,
  args: {
    state: 'ready',
    order: orderFixture,
    canHandle: true,
    onBack: fn(),
    onMove: fn(async () => true),
    onOpenList: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof CustomerOrderView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** /customerOrder: the company confirms with a note. */
export const OrderDetail: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: /状态说明/ }), '已安排打样');
    await userEvent.click(canvas.getByRole('button', { name: '改为「已确认」' }));
    await expect(args.onMove).toHaveBeenCalledWith(1, '已安排打样');
  },
};
export const OrderFinished: Story = {
  args: { order: { ...orderFixture, status: 3, status_text: '已完成', next_statuses: [] } },
};

const listArgs = {
  state: 'ready' as const,
  sites: siteOptionsFixture,
  siteId: null,
  total: 1,
  page: 1,
  pageSize: 20,
  onSite: fn(),
  onSearch: fn(),
  onPageChange: fn(),
  onOpen: fn(),
  onRetry: fn(),
};

/** /sampleList: opening a list. */
export const SampleLists: Story = {
  render: () => <SampleListView {...listArgs} rows={sampleListsFixture} />,
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /^详情 Emma Wilson/ }));
    await expect(listArgs.onOpen).toHaveBeenCalledWith(1);
  },
};
export const SampleListsEmpty: Story = { render: () => <SampleListView {...listArgs} rows={[]} total={0} /> };
export const SampleListDetail: Story = {
  render: () => (
    <SampleListDetailView
      state="ready"
      list={sampleListDetailFixture}
      onBack={fn()}
      onOpenOrder={fn()}
      onRetry={fn()}
    />
  ),
};
export const Orders: Story = {
  render: () => <CustomerIndentView {...listArgs} status={null} onStatus={fn()} rows={[orderFixture]} />,
};
export const OrdersEmpty: Story = {
  render: () => <CustomerIndentView {...listArgs} status={0} onStatus={fn()} rows={[]} total={0} />,
};
