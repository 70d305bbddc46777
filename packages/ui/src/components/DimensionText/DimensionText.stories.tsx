import type { Meta, StoryObj } from '@storybook/react-vite';
import { Box } from '../Box/Box';
import { DimensionText } from './DimensionText';

const meta = {
  title: 'Kit/DimensionText',
  component: DimensionText,
  args: { label: '外箱', length: 60, width: 40, height: 35.5 },
  parameters: {
    docs: {
      description: {
        component: '长*宽*高，只有尺寸有意义时才显示（规则来自 domain formatDimensions）。外箱、包装、样品尺寸通用。',
      },
    },
  },
} satisfies Meta<typeof DimensionText>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Carton: Story = {};
export const AllSizes: Story = {
  render: () => (
    <Box display="flex" flexDirection="column" gap="xs">
      <DimensionText label="样品" length={32} width={12.5} height={15} />
      <DimensionText label="包装" length={35} width={14} height={18} />
      <DimensionText label="外箱" length={72} width={45} height={60} />
      <DimensionText label="外箱" length={0} width={45} height={60} fallback="未填写" />
    </Box>
  ),
};
