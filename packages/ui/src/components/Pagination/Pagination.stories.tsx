import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Pagination } from './Pagination';

const meta = {
  title: 'Kit/Pagination',
  component: Pagination,
  args: { page: 1, pageSize: 20, total: 1234, onChange: fn() },
  parameters: {
    docs: {
      description: {
        component:
          '列表分页，对应接口的 page / page_size 与返回的 total。产品瀑布流等无限滚动场景用 ProductGrid 的虚拟滚动。',
      },
    },
  },
} satisfies Meta<typeof Pagination>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Interactive: Story = {
  render: (args) => {
    const [page, setPage] = useState(args.page);
    const [size, setSize] = useState(args.pageSize);
    return (
      <Pagination
        {...args}
        page={page}
        pageSize={size}
        onChange={(p) => {
          setPage(p);
          args.onChange(p);
        }}
        pageSizeOptions={[20, 50, 100]}
        onPageSizeChange={setSize}
      />
    );
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '下一页' }));
    await expect(args.onChange).toHaveBeenCalledWith(2);
    await expect(canvas.getByRole('button', { name: '第 2 页' })).toHaveAttribute('aria-current', 'page');
  },
};

export const Middle: Story = { args: { page: 30 } };
export const SinglePage: Story = { args: { total: 8 } };
export const Empty: Story = { args: { total: 0 } };
export const Disabled: Story = { args: { isDisabled: true, page: 3 } };
