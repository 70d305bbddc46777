import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { HeaderSearchView, type HeaderSearchViewProps, type SearchKind } from './HeaderSearchView';

function Stateful(props: HeaderSearchViewProps) {
  const [value, setValue] = useState(props.value);
  const [kind, setKind] = useState<SearchKind>(props.kind);
  return <HeaderSearchView {...props} value={value} onValueChange={setValue} kind={kind} onKindChange={setKind} />;
}

const meta = {
  title: 'Buyer/HeaderSearch',
  component: HeaderSearchView,
  render: (args) => <Stateful {...args} />,
  args: {
    kind: 'product',
    onKindChange: fn(),
    value: '',
    onValueChange: fn(),
    suggestions: [],
    recent: ['遥控汽车', '毛绒玩具', '积木'],
    onSubmit: fn(),
    onImageSearch: fn(),
  },
  decorators: [(Story) => <div style={{ minHeight: 360, padding: 16 }}>{Story()}</div>],
} satisfies Meta<typeof HeaderSearchView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByPlaceholderText('搜索玩具名称、货号或产品编号')).toBeInTheDocument();
  },
};
export const WithSuggestions: Story = {
  args: {
    value: '遥控',
    defaultOpen: true,
    suggestions: [
      '遥控汽车',
      '遥控直升机',
      '遥控快艇',
      '遥控挖掘机',
      '遥控坦克',
      '遥控飞机',
      '遥控船',
      '遥控机器人',
      '遥控恐龙',
      '遥控特技车',
      '遥控赛车',
    ],
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const suggestions = canvas.getByRole('region', { name: '猜你想要' });
    // §9: at most 10 suggestions are shown
    await expect(within(suggestions).getAllByRole('button')).toHaveLength(10);
    await userEvent.click(within(suggestions).getByRole('button', { name: '遥控汽车' }));
    await expect(args.onSubmit).toHaveBeenCalledWith('遥控汽车');
  },
};
export const TypeAndSubmit: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('searchbox', { name: '搜索关键词' }), '积木{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledWith('积木');
  },
};
export const FactoryKind: Story = {
  args: { kind: 'factory', recent: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByPlaceholderText('搜索工厂名称或联系电话')).toBeInTheDocument();
  },
};
export const LongRecent: Story = {
  args: {
    defaultOpen: true,
    recent: ['超长关键词：大号合金仿真遥控越野攀爬车四驱高速漂移赛车', '儿童益智磁力片积木百变拼装', '泡泡机'],
  },
};
