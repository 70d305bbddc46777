import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { ZoomControl } from './ZoomControl';

const meta = {
  title: 'Kit/ZoomControl',
  component: ZoomControl,
  args: { value: 100, onChange: () => {} },
  parameters: {
    docs: {
      description: {
        component: '页面缩放：50–150，每步 10；手动输入超出范围时提示“不能低于50/不能高于150”（规则来自 domain）。',
      },
    },
  },
} satisfies Meta<typeof ZoomControl>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Interactive: Story = {
  render: () => {
    const [v, setV] = useState(100);
    return <ZoomControl value={v} onChange={setV} />;
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '缩小' }));
    await expect(canvas.getByRole('textbox')).toHaveValue('90');
    await userEvent.clear(canvas.getByRole('textbox'));
    await userEvent.type(canvas.getByRole('textbox'), '200{Enter}');
    await expect(canvas.getByRole('alert')).toHaveTextContent('不能高于150');
  },
};
export const AtMinimum: Story = { args: { value: 50 } };
export const AtMaximum: Story = { args: { value: 150 } };
