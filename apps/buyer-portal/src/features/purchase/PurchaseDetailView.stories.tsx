import type { Meta, StoryObj } from '@storybook/react-vite';
import { sampleImage } from '@wanju/ui';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PurchaseDetailView } from './PurchaseDetailView';

const detail = {
  id: 5,
  kind: 'purchase',
  title: '求购遥控车5000台',
  picture: sampleImage('采购', '#3d8bff'),
  factory_id: 2,
  factory_name: '汕头市澄海区星辉玩具厂',
  hits: 88,
  created_time: '2026-11-20 15:00:00',
  quantity: 5000,
  discount: '8折',
  deadline_days: 7,
};

const meta = {
  title: 'Buyer/PurchaseDetail',
  component: PurchaseDetailView,
  args: { state: 'ready', detail, onOpenFactory: fn(), onBack: fn(), onRetry: fn() },
} satisfies Meta<typeof PurchaseDetailView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('7 天后截止')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: '联系工厂' }));
    await expect(args.onOpenFactory).toHaveBeenCalledWith(2);
  },
};
export const MissingFields: Story = {
  args: { detail: { ...detail, factory_id: null, factory_name: '', quantity: undefined, deadline_days: undefined } },
};
export const LongChineseText: Story = {
  args: {
    detail: { ...detail, title: '长期大量采购各类合金回力车模型及遥控工程车套装（需EN71、ASTM认证，支持OEM定制包装）' },
  },
};
export const Loading: Story = { args: { state: 'loading', detail: null } };
export const NotFound: Story = {
  args: { state: 'error', detail: null },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: '重试' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};
