import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { Tag, TagGroup } from './Tag';

const meta = {
  title: 'Kit/Tag',
  component: TagGroup,
  parameters: {
    docs: { description: { component: '可删除或可选择的标签（已选筛选条件、最近搜索、证书）。只读状态用 Badge。' } },
  },
} satisfies Meta<typeof TagGroup>;
export default meta;
type Story = StoryObj<typeof meta>;

function Removable() {
  const [tags, setTags] = useState([
    { id: 'rc', name: '电动/遥控' },
    { id: 'en71', name: 'EN71' },
    { id: 'price', name: '¥10 - ¥80' },
    { id: 'area', name: '广东 汕头' },
  ]);
  return (
    <TagGroup
      label="已选条件"
      items={tags}
      onRemove={(keys) => setTags((t) => t.filter((x) => !keys.has(x.id)))}
      renderEmptyState={() => '未选择筛选条件'}
    >
      {(t) => <Tag id={t.id}>{t.name}</Tag>}
    </TagGroup>
  );
}

export const RemovableFilters: Story = {
  render: () => <Removable />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getAllByRole('button')[0]!);
    await expect(canvas.queryByText('电动/遥控')).toBeNull();
  },
};

export const Selectable: Story = {
  render: () => (
    <TagGroup label="认证" selectionMode="multiple" defaultSelectedKeys={['CE']}>
      <Tag id="EN71">EN71</Tag>
      <Tag id="CE">CE</Tag>
      <Tag id="ASTM">ASTM F963</Tag>
      <Tag id="CCC">3C</Tag>
    </TagGroup>
  ),
};
