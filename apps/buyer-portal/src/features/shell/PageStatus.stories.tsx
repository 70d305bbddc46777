import type { Meta, StoryObj } from '@storybook/react-vite';
import { ComingSoonView } from './PageStatus';

const meta = { title: 'Buyer/PageStatus', component: ComingSoonView, args: { title: '3D展品' } } satisfies Meta<
  typeof ComingSoonView
>;
export default meta;
type Story = StoryObj<typeof meta>;

export const ComingSoon: Story = {};
