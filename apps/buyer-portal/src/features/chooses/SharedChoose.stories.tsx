import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { longChooseFixture, sharedChooseFixture } from './fixtures';
import { SharedChooseView, type SharedChooseViewProps } from './SharedChooseView';

/** The picks live in the container; the story keeps them in state so ticking works. */
function Stateful(props: SharedChooseViewProps) {
  const [picked, setPicked] = useState<string[]>([...props.picked]);
  return (
    <SharedChooseView
      {...props}
      picked={picked}
      onToggle={(id, on) => {
        props.onToggle(id, on);
        setPicked((p) => (on ? [...p, id] : p.filter((x) => x !== id)));
      }}
      onPickPage={(ids) => {
        props.onPickPage(ids);
        setPicked((p) => [...new Set([...p, ...ids])]);
      }}
      onClear={() => {
        props.onClear();
        setPicked([]);
      }}
    />
  );
}

const meta = {
  title: 'Buyer/SharedChoose',
  component: SharedChooseView,
  render: (args) => <Stateful {...args} />,
  args: {
    state: 'ready',
    data: sharedChooseFixture,
    page: 1,
    pageSize: 100,
    picked: [],
    sent: false,
    onToggle: fn(),
    onPickPage: fn(),
    onClear: fn(),
    onPage: fn(),
    onSubmit: fn(),
    onPickAgain: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof SharedChooseView>;
export default meta;
type Story = StoryObj<typeof meta>;

const first = sharedChooseFixture.list[0]?.name ?? '';

/** A customer ticks a product, gives a name and sends the pick. */
export const PickAndSend: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('checkbox', { name: `挑选 ${first}` }));
    await expect(canvas.getByRole('status')).toHaveTextContent('已选 1 / 3 款');
    await userEvent.type(canvas.getByRole('textbox', { name: /您的称呼/ }), 'John');
    await userEvent.click(canvas.getByRole('button', { name: '提交挑选' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ name: 'John', contact: '', remark: '' });
  },
};
/** Sending without a pick or a name is refused on the page. */
export const Incomplete: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '提交挑选' }));
    await expect(canvas.getByRole('alert')).toHaveTextContent('请先挑选产品');
    await expect(canvas.getByText('请填写您的称呼')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};
export const Sent: Story = { args: { sent: true } };
export const LongText: Story = {
  args: { data: { ...sharedChooseFixture, name: longChooseFixture.name, words: longChooseFixture.words } },
};
export const Paged: Story = { args: { data: { ...sharedChooseFixture, total: 250 }, page: 2 } };
export const Invalid: Story = { args: { state: 'invalid', data: null } };
export const Loading: Story = { args: { state: 'loading', data: null } };
export const LoadError: Story = { args: { state: 'error', data: null } };

const withLibrary = {
  ...sharedChooseFixture,
  total: sharedChooseFixture.list.length + 1,
  list: [
    ...sharedChooseFixture.list,
    {
      ...(sharedChooseFixture.list[1] as (typeof sharedChooseFixture.list)[number]),
      id: 0,
      toy_id: 0,
      company_product_id: 41,
      name: '自营手工积木桶',
      custom_number: 'K-01',
    },
  ],
};
/**
 * A product of the sharing company's own library (made by hand, no platform product) shows like the others and
 * is picked apart from them.
 */
export const LibraryProduct: Story = {
  args: { data: withLibrary },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('自营手工积木桶（K-01）')).toBeVisible();
    await userEvent.click(canvas.getByRole('checkbox', { name: '挑选 自营手工积木桶' }));
    await expect(args.onToggle).toHaveBeenCalledWith('c41', true);
    await expect(canvas.getByRole('status')).toHaveTextContent('已选 1 / 4 款');
  },
};

/** The customer's phone. */
export const Phone360: Story = { globals: { viewport: { value: 'phone360' } } };
export const Phone390: Story = { globals: { viewport: { value: 'phone390' } } };
