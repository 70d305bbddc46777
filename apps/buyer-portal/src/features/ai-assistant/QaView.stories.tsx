import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { factoryAnswer, helpAnswer, pendingAnswer, productAnswer } from './fixtures';
import { QaView } from './QaView';

const meta = {
  title: 'Buyer/AiQuestions',
  component: QaView,
  args: {
    status: { provider: false, model: '' },
    answers: [],
    error: null,
    busy: false,
    onAsk: fn(),
    onOpenProduct: fn(),
    onOpenFactory: fn(),
    onOpenLink: fn(),
  },
} satisfies Meta<typeof QaView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** No question yet, no model configured: the page says so; a question is typed and sent, or an example asked. */
export const Empty: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('note')).toHaveTextContent('未配置AI模型服务');
    await userEvent.type(canvas.getByRole('textbox', { name: '输入问题' }), '50元以下的毛绒玩具');
    await userEvent.click(canvas.getByRole('button', { name: '发送' }));
    await expect(args.onAsk).toHaveBeenCalledWith('50元以下的毛绒玩具');
    await userEvent.click(canvas.getByRole('button', { name: '汕头澄海做积木的工厂' }));
    await expect(args.onAsk).toHaveBeenCalledWith('汕头澄海做积木的工厂');
  },
};

/** A catalogue question answered by the rules: product cards open the product, the full search is linked. */
export const Products: Story = {
  args: { answers: [productAnswer] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/找到36个符合条件的产品/)).toBeInTheDocument();
    const cards = within(canvas.getByRole('list', { name: '相关产品' }));
    await userEvent.click(cards.getByRole('button', { name: productAnswer.result?.products[0]?.name }));
    await expect(args.onOpenProduct).toHaveBeenCalledWith(productAnswer.result?.products[0]?.id);
    await userEvent.click(canvas.getByRole('link', { name: '查看全部结果' }));
    await expect(args.onOpenLink).toHaveBeenCalledWith('/sample_list?cate_id=4000&certification=CE&max_price=100');
  },
};

/** With a model configured: its answer cites the factory cards it used. */
export const FactoriesWithModel: Story = {
  args: { status: { provider: true, model: 'qwen-plus' }, answers: [factoryAnswer] },
};

/** A platform question: the help passage, linked to its article. */
export const Help: Story = {
  args: { answers: [helpAnswer] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('link', { name: /会员与免费搜索次数/ }));
    await expect(args.onOpenLink).toHaveBeenCalledWith('/help#member');
  },
};

/** A question being answered: sending waits for it. */
export const Thinking: Story = {
  args: { answers: [helpAnswer, pendingAnswer], busy: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: '发送' })).toBeDisabled();
  },
};

export const Refused: Story = { args: { error: '免费次数已用完' } };
