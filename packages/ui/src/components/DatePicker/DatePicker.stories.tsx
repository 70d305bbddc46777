import { parseDate } from '@internationalized/date';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { DatePicker, DateRangePicker } from './DatePicker';

const meta = {
  title: 'Kit/DatePicker',
  component: DatePicker,
  args: { label: '交货日期', defaultValue: parseDate('2025-03-15') },
  decorators: [
    (Story) => (
      <div style={{ minHeight: 380 }}>
        <Story />
      </div>
    ),
  ],
  parameters: {
    docs: {
      description: {
        component: '日期与日期范围（中文格式，由 UiRoot 的 zh-CN 区域设置决定）。可按段输入，也可从日历选择。',
      },
    },
  },
} satisfies Meta<typeof DatePicker>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Single: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getAllByRole('button').at(-1)!);
    const body = within(canvasElement.ownerDocument.body);
    await expect(await body.findByRole('dialog', { name: '选择日期' })).toBeInTheDocument();
  },
};
export const Range: Story = {
  render: () => (
    <DateRangePicker label="导出时间" defaultValue={{ start: parseDate('2025-03-01'), end: parseDate('2025-03-31') }} />
  ),
};
export const Invalid: Story = { args: { isInvalid: true, errorMessage: '请选择交货日期', defaultValue: undefined } };
