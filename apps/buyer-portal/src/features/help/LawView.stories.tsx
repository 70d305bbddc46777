import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { type LawDoc, LawView } from './LawView';

const meta = {
  title: 'Buyer/Law',
  component: LawView,
  args: { doc: 'terms', onDocChange: fn() },
  render: function Render(args) {
    const [doc, setDoc] = useState<LawDoc>(args.doc);
    return (
      <LawView
        doc={doc}
        onDocChange={(next) => {
          setDoc(next);
          args.onDocChange(next);
        }}
      />
    );
  },
} satisfies Meta<typeof LawView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Terms: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('tab', { name: '服务条款' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('heading', { name: '一、协议范围' })).toBeInTheDocument();
  },
};

export const SwitchToPrivacy: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: '隐私政策' }));
    await expect(args.onDocChange).toHaveBeenCalledWith('privacy');
    await expect(canvas.getByRole('heading', { name: '一、我们收集的信息' })).toBeInTheDocument();
  },
};

export const Privacy: Story = { args: { doc: 'privacy' } };
