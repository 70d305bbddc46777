import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { ChoosesListView } from './ChoosesListView';
import { choosesFixture, longChooseFixture } from './fixtures';

const meta = {
  title: 'Buyer/Chooses',
  component: ChoosesListView,
  args: {
    state: 'ready',
    rows: choosesFixture,
    total: choosesFixture.length,
    page: 1,
    pageSize: 20,
    onPageChange: fn(),
    onOpen: fn(),
    onDelete: fn(),
    onRetry: fn(),
    onCreate: fn(),
    onRename: fn(),
  },
} satisfies Meta<typeof ChoosesListView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Each list shows its share state; deleting asks first. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('分享中')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '查看 2025春季推荐' }));
    await expect(args.onOpen).toHaveBeenCalledWith(1);
    await userEvent.click(canvas.getByRole('button', { name: '删除 选品单 2' }));
    await userEvent.click(await screen.findByRole('button', { name: '确定' }));
    await expect(args.onDelete).toHaveBeenCalledWith(2);
  },
};
export const LongText: Story = { args: { rows: [longChooseFixture], total: 1 } };
export const Empty: Story = { args: { rows: [], total: 0 } };
export const Loading: Story = { args: { state: 'loading' } };
export const LoadError: Story = { args: { state: 'error' } };

/** A list is created empty by name, and renamed, under the domain's naming rule. */
export const CreateAndRename: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '新建选品单' }));
    const create = within(await screen.findByRole('dialog', { name: '新建选品单' }));
    await userEvent.type(create.getByRole('textbox', { name: '选品单名称' }), '秋季新品');
    await userEvent.click(create.getByRole('button', { name: '保存' }));
    await expect(args.onCreate).toHaveBeenCalledWith('秋季新品');
    const first = choosesFixture[0];
    await userEvent.click(canvas.getByRole('button', { name: `重命名 ${first?.name}` }));
    const rename = within(await screen.findByRole('dialog', { name: '重命名' }));
    const field = rename.getByRole('textbox', { name: '选品单名称' });
    await userEvent.clear(field);
    await userEvent.click(rename.getByRole('button', { name: '保存' }));
    await expect(rename.getByText('请输入选品单名称')).toBeVisible();
    await userEvent.type(field, '春季主推');
    await userEvent.click(rename.getByRole('button', { name: '保存' }));
    await expect(args.onRename).toHaveBeenCalledWith(first?.id, '春季主推');
  },
};
