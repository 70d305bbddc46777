import type { Meta, StoryObj } from '@storybook/react-vite';
import { Box } from '../Box/Box';
import { PriceTag } from './PriceTag';

const meta = {
  title: 'Kit/PriceTag',
  component: PriceTag,
  args: { value: 12.5, label: '出厂价' },
  parameters: {
    docs: {
      description: {
        component: '带币种符号的价格（格式化来自 domain formatPrice）。无价格显示“面议”。报价单用 3 位小数。',
      },
    },
  },
} satisfies Meta<typeof PriceTag>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Currencies: Story = {
  render: () => (
    <Box display="flex" flexDirection="column" gap="sm">
      <PriceTag value={36.8} label="出厂价" unit="/PCS" />
      <PriceTag value={5.112} currency="USD" decimals={3} label="报价" />
      <PriceTag value={4.7} currency="EUR" size="sm" />
      <PriceTag value={99} originalValue={128} label="特价" size="lg" />
    </Box>
  ),
};
export const OnRequest: Story = { args: { value: null } };
