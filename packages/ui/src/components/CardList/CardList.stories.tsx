import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Box } from '../Box/Box';
import { Button } from '../Button/Button';
import { CardItem, CardList } from './CardList';

const meta = {
  title: 'Kit/CardList',
  component: CardList,
  parameters: {
    docs: {
      description: {
        component: '管理页面的记录列表（客户、供应商工厂、产品库、员工）：每条记录一张卡片，操作按钮在右侧。',
      },
    },
  },
  args: {
    label: '客户管理',
    children: ['ACME Toys Inc.', 'EuroPlay GmbH'].map((name) => (
      <CardItem key={name} label={name}>
        <Box display="flex" flexDirection="column" gap="xs" flexGrow={1} minWidth={0}>
          <Box fontWeight="bold">{name}</Box>
          <Box color="textSecondary" fontSize="sm">
            业务员 王建国 · 2个选样车
          </Box>
        </Box>
        <Button size="sm">编辑</Button>
      </CardItem>
    )),
  },
} satisfies Meta<typeof CardList>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A named list of named records. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: '客户管理' });
    await expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.getAttribute('aria-label')),
    ).toEqual(['ACME Toys Inc.', 'EuroPlay GmbH']);
  },
};
