import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { KioskHomeView } from './KioskHomeView';

const showrooms = [
  { id: 104, route: 'online', name: '线上展厅', city: '全国', logo: '', intro: '' },
  { id: 10, route: 'xinlianchuang', name: '新联创玩具展厅', city: '汕头澄海', logo: '', intro: '' },
  { id: 99, route: 'memberShow', name: '会员展厅', city: '全国', logo: '', intro: '' },
  { id: 19, route: 'tradeShow', name: '外贸展会展厅', city: '广州', logo: '', intro: '' },
];

const meta = { title: 'Kiosk/Home', component: KioskHomeView } satisfies Meta<typeof KioskHomeView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Showrooms: Story = {
  args: { companyName: '深圳市环球优品贸易有限公司', showrooms },
  play: async ({ canvasElement }) => {
    const items = within(canvasElement).getAllByRole('listitem');
    await expect(items[0]).toHaveTextContent('线上展厅');
    await expect(items.at(-1)).toHaveTextContent('外贸展会展厅');
  },
};
export const Loading: Story = { args: { companyName: '深圳市环球优品贸易有限公司', showrooms: null } };
export const LoadFailed: Story = { args: { companyName: '', showrooms: null, error: true } };
