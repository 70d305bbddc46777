import type { Meta, StoryObj } from '@storybook/react-vite';
import { NEW_FUNC_TIPS } from '@wanju/domain';
import { expect, fn, userEvent, within } from 'storybook/test';
import { HotKeywordsView } from './HotKeywordsView';
import { NewFuncTipView } from './NewFuncTipView';

const meta = {
  title: 'Buyer/HotKeywords',
  component: HotKeywordsView,
  args: { keywords: ['泡泡枪', '遥控车', '毛绒公仔', '积木', '水枪', '过家家厨房'], onPick: fn() },
} satisfies Meta<typeof HotKeywordsView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** One click searches a hot keyword. */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: '遥控车' }));
    await expect(args.onPick).toHaveBeenCalledWith('遥控车');
  },
};
export const NarrowWindow: Story = {
  decorators: [(Story) => <div style={{ width: 320 }}>{Story()}</div>],
};

/** The new-function tip under the header: open it, or close it for good. */
export const NewFunctionTip: Story = {
  render: () => {
    const tip = NEW_FUNC_TIPS.excel_search;
    return <NewFuncTipView title={tip.title} text={tip.text} onOpen={fn()} onClose={fn()} />;
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('complementary', { name: '新功能：Excel批量找样' })).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: '知道了' })).toBeInTheDocument();
  },
};
