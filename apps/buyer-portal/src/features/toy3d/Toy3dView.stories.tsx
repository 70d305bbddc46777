import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { LONG_NAME, toyFixture } from '../../fixtures';
import * as styles from './Toy3d.css';
import { Toy3dView } from './Toy3dView';

const items = [0, 1, 2].map((i) => toyFixture(i, { extra: { model: '/models/rc-car.gltf' } }));
// The WebGL viewer is a lazy chunk of the page; the View shows whatever the page passes.
const standIn = <div className={styles.placeholder}>3D模型</div>;

const meta = {
  title: 'Buyer/Toy3d',
  component: Toy3dView,
  args: {
    state: 'ready',
    items,
    total: 3,
    page: 1,
    pageSize: 20,
    selectedId: items[0]?.id ?? null,
    onSelect: fn(),
    onPageChange: fn(),
    onOpenProduct: fn(),
    onRetry: fn(),
    viewer: standIn,
  },
} satisfies Meta<typeof Toy3dView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const list = within(canvas.getByRole('list', { name: '3D展品列表' }));
    await userEvent.click(list.getByRole('button', { name: new RegExp(items[1]?.name as string) }));
    await expect(args.onSelect).toHaveBeenCalledWith(items[1]?.id);
    await userEvent.click(canvas.getByRole('button', { name: '查看产品详情' }));
    await expect(args.onOpenProduct).toHaveBeenCalledWith(items[0]?.id);
  },
};
export const NoneChosen: Story = { args: { selectedId: null } };
export const Paged: Story = { args: { total: 64 } };
export const Loading: Story = { args: { state: 'loading', items: [] } };
export const Empty: Story = { args: { items: [], total: 0, selectedId: null } };
export const LoadError: Story = { args: { state: 'error', items: [] } };
export const LongChineseText: Story = {
  args: { items: [toyFixture(5, { name: LONG_NAME })], selectedId: 1005, total: 1 },
};
