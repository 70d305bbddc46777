import type { Meta, StoryObj } from '@storybook/react-vite';
import type { IpItem } from '@wanju/api-client';
import { sampleImage } from '@wanju/ui';
import { expect, fn, userEvent, within } from 'storybook/test';
import { IpZoneView } from './IpZoneView';

const ip = (id: number, name: string, intro: string, colour: string): IpItem => ({
  id,
  name,
  name_en: 'IP',
  owner: '星辉动漫',
  picture: sampleImage(name.slice(0, 2), colour),
  intro,
  toy_count: 12 * id,
});
const ips = [
  ip(1, '星际护卫队', '热播科幻动画，机甲与飞船系列授权', '#3d8bff'),
  ip(2, '萌宠乐园', '萌系动物形象，毛绒与文具授权', '#d94f8c'),
  ip(3, '恐龙王国', '恐龙科普动画，模型与益智玩具授权', '#2fb36b'),
];

const meta = {
  title: 'Buyer/IpZone',
  component: IpZoneView,
  args: { state: 'ready', ips, selectedId: 1, onSelect: fn(), onRetry: fn() },
} satisfies Meta<typeof IpZoneView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: /星际护卫队/ })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(canvas.getByRole('button', { name: /萌宠乐园/ }));
    await expect(args.onSelect).toHaveBeenCalledWith(2);
  },
};
export const Loading: Story = { args: { state: 'loading', ips: [] } };
export const Empty: Story = { args: { ips: [], selectedId: null } };
export const LoadError: Story = { args: { state: 'error', ips: [] } };
export const LongChineseText: Story = {
  args: {
    ips: [ip(4, '超级无敌星际护卫队之银河守护者大冒险', '热播科幻动画，机甲与飞船系列授权，'.repeat(5), '#8a5cf6')],
    selectedId: 4,
  },
};
