import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { HeaderSearch, type HeaderSearchKind } from './HeaderSearch';

function Demo({ onSubmit }: { onSubmit: (k: string, kind: HeaderSearchKind) => void }) {
  const [kind, setKind] = useState<HeaderSearchKind>('product');
  const [value, setValue] = useState('');
  return (
    <HeaderSearch
      kind={kind}
      onKindChange={setKind}
      value={value}
      onValueChange={setValue}
      onSubmit={onSubmit}
      suggestions={
        value ? ['遥控车', '遥控挖掘机', '遥控飞机', '遥控船'].filter((s) => s.includes(value.slice(0, 1))) : []
      }
      recent={['磁力片', '泡泡机', 'CH-8821']}
    />
  );
}

const meta = {
  title: 'Kit/HeaderSearch',
  component: Demo,
  args: { onSubmit: fn() },
  decorators: [
    (Story) => (
      <div style={{ minHeight: 320 }}>
        <Story />
      </div>
    ),
  ],
  parameters: {
    docs: {
      description: {
        component:
          '页头搜索：产品/工厂切换（两种占位提示来自 domain）、猜你想要（最多 10 条）和最近搜索；回车或点击“搜索”提交。',
      },
    },
  },
} satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    // Focus loads the suggestion combobox (React Aria), which takes the plain input's place; focused again, it
    // opens with the recent searches.
    await userEvent.click(canvas.getByRole('combobox'));
    await waitFor(() => expect(canvas.getByRole('combobox')).toHaveAttribute('data-rac'));
    (canvasElement.ownerDocument.activeElement as HTMLElement | null)?.blur();
    await userEvent.click(canvas.getByRole('combobox'));
    await within(canvasElement.ownerDocument.body).findByRole('listbox');
    await userEvent.keyboard('遥控{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledWith('遥控', 'product');
  },
};
