import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { FindSampleDeskView } from './FindSampleDeskView';
import { findSamplesFixture, ownProductsFixture } from './fixtures';

const meta = {
  title: 'Factory/FindSampleDesk',
  component: FindSampleDeskView,
  args: { state: 'ready', list: findSamplesFixture, products: ownProductsFixture, onAnswer: fn(), onRetry: fn() },
} satisfies Meta<typeof FindSampleDeskView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The factory picks one of its products, gives a price and recommends it. */
export const AnswerWithProduct: Story = {
  args: { list: findSamplesFixture.slice(0, 1) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const send = canvas.getByRole('button', { name: '推荐该产品' });
    await expect(send).toBeDisabled();
    await userEvent.type(canvas.getByRole('combobox', { name: '匹配产品' }), '2.4G');
    const product = ownProductsFixture[1];
    await userEvent.click(
      await within(document.body).findByRole('option', { name: `${product?.name}（${product?.article_number}）` }),
    );
    await userEvent.type(canvas.getByRole('textbox', { name: '报价（元）' }), '18.5');
    await userEvent.click(send);
    await expect(args.onAnswer).toHaveBeenCalledWith(21, { toy_id: product?.id, price: 18.5, remark: '' });
  },
};
/** An open request and one this factory already answered. */
export const Requests: Story = {};
export const Empty: Story = { args: { list: [] } };
export const Loading: Story = { args: { state: 'loading', list: [] } };
export const LoadError: Story = { args: { state: 'error', list: [] } };
