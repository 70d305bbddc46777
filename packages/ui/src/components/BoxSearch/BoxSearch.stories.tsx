import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { BoxSearch, type BoxSearchProps, type SearchBox } from './BoxSearch';

/** A busy phone photo: two toys on a checked tablecloth (640 × 480). */
const PHOTO = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(
  `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="480"><defs><pattern id="c" width="40" height="40" patternUnits="userSpaceOnUse"><rect width="40" height="40" fill="#e8d9c4"/><rect width="20" height="20" fill="#c9a27e"/><rect x="20" y="20" width="20" height="20" fill="#c9a27e"/></pattern></defs><rect width="640" height="480" fill="url(#c)"/><ellipse cx="210" cy="330" rx="120" ry="26" fill="#000" opacity=".3"/><rect x="100" y="170" width="220" height="120" rx="24" fill="#ff8a3d"/><circle cx="150" cy="300" r="30" fill="#333"/><circle cx="270" cy="300" r="30" fill="#333"/><rect x="420" y="120" width="120" height="200" rx="60" fill="#3d8bff"/><circle cx="480" cy="110" r="45" fill="#f5a524"/></svg>`,
)}`;

const meta = {
  title: 'Kit/BoxSearch',
  component: BoxSearch,
  args: {
    src: PHOTO,
    width: 640,
    height: 480,
    boxes: [
      { x: 90, y: 160, width: 250, height: 180, similarity: 86 },
      { x: 410, y: 60, width: 140, height: 270, similarity: 41 },
    ],
    selected: 0,
    onSearch: fn(),
  },
  parameters: {
    docs: {
      description: {
        component:
          '以图搜图的框选：图上画出搜索时识别到的产品方框，点选即按该框搜索；在图上拖动可画新方框、拖动当前方框可移动，松开即重新搜索（方向键移动、回车搜索）。没有相似产品时提示并引导画框。',
      },
    },
  },
} satisfies Meta<typeof BoxSearch>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Two toys found; the results are for the car. Pressing the other box searches by it. */
export const Found: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '按产品 2 搜索（相似度 41）' }));
    await expect(args.onSearch).toHaveBeenCalledWith({ x: 410, y: 60, width: 140, height: 270 }, 1);
  },
};

/** Nothing matched and no subject was found: the message, and the picture to draw a box on. */
export const NoMatch: Story = {
  args: { boxes: [], selected: -1, noMatch: '没有找到相似的产品，可框选图中的产品后再搜索' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('没有找到相似的产品');
    await expect(canvas.getByText(/拖动画出玩具所在的方框/)).toBeInTheDocument();
  },
};

/** A box the buyer drew (the results are for it), the found boxes still pressable. */
export const Drawn: Story = {
  args: { selected: -1, drawn: { x: 380, y: 40, width: 200, height: 300 } },
};

/** While a search runs nothing can be chosen. */
export const Searching: Story = { args: { isDisabled: true } };

/** Controlled as the portal uses it: a search by a box selects it (found) or keeps it as drawn. */
function Live(props: BoxSearchProps) {
  const [state, setState] = useState<{ selected: number; drawn: SearchBox | null }>({ selected: 0, drawn: null });
  return (
    <BoxSearch
      {...props}
      selected={state.selected}
      drawn={state.drawn}
      onSearch={(box, index) => {
        props.onSearch(box, index);
        setState(index >= 0 ? { selected: index, drawn: null } : { selected: -1, drawn: box });
      }}
    />
  );
}
export const Interactive: Story = {
  render: (args) => <Live {...args} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const current = canvas.getByRole('button', { name: /当前搜索框/ });
    current.focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(args.onSearch).toHaveBeenCalledWith({ x: 103, y: 160, width: 250, height: 180 }, -1);
  },
};
