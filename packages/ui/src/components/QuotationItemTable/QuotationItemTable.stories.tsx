import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { sampleQuoteLines } from '../../fixtures';
import { QuotationItemTable, type QuoteLine } from './QuotationItemTable';

function Demo({ formula, readOnly }: { formula: Record<string, unknown>; readOnly?: boolean }) {
  const [items, setItems] = useState<QuoteLine[]>(sampleQuoteLines);
  return (
    <QuotationItemTable
      items={items}
      formula={formula as never}
      isReadOnly={readOnly}
      onChange={(id, patch) => setItems((list) => list.map((it) => (it.id === id ? { ...it, ...patch } : it)))}
    />
  );
}

const meta = {
  title: 'Kit/QuotationItemTable',
  component: Demo,
  args: { formula: { currency_type: 'USD', exchange_rate: 7.2, profit_rate: 10 } },
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          '报价明细：可编辑出厂价、附加价、箱数和自定义编号；报价按 domain 的公式计算并显示算式；合计箱数、体积、毛净重与金额。',
      },
    },
  },
} satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

export const USDWithProfit: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const cartons = canvas.getByRole('textbox', { name: '儿童益智磁力片 100 片装 箱数' });
    await userEvent.clear(cartons);
    await userEvent.type(cartons, '8');
    await userEvent.tab();
    await expect(canvas.getByTestId('total-cartons')).toHaveTextContent('18 箱');
  },
};
export const RMB: Story = { args: { formula: { currency_type: 'RMB', exchange_rate: 1, profit_rate: 0 } } };
export const ReadOnly: Story = { args: { readOnly: true } };
