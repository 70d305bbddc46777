import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { FactoryHomeView } from './FactoryHomeView';

const meta = { title: 'Factory/Home', component: FactoryHomeView } satisfies Meta<typeof FactoryHomeView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Company: Story = {
  args: {
    companyName: '汕头市澄海区星辉玩具厂',
    nickname: '林志强',
    contact: '林志强',
    telephone: '0754-85801234',
    mobile: '13800000005',
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: '汕头市澄海区星辉玩具厂' })).toBeInTheDocument();
  },
};
export const NoFactory: Story = { args: { companyName: '', nickname: '陈先生' } };
