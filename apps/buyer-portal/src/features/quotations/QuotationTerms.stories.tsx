import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { QuotationTermsFields } from './QuotationTermsFields';

const meta = {
  title: 'Buyer/QuotationTerms',
  component: QuotationTermsFields,
  args: {
    terms: {
      validity_days: 30,
      trade_term: 'FOB',
      port: 'Shantou',
      payment_terms: '30% T/T deposit, balance before shipment',
    },
    onChange: fn(),
  },
} satisfies Meta<typeof QuotationTermsFields>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The salesperson changes the port: only that field is reported. */
export const Editable: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const port = await canvas.findByRole('textbox', { name: /港口/ });
    // a controlled field: the change is reported, the story's value stays as it is
    await userEvent.clear(port);
    await expect(args.onChange).toHaveBeenLastCalledWith({ port: '' });
  },
};

/** A closed quotation or a salesperson in company settings: shown, not changed. */
export const ReadOnly: Story = {
  args: { isReadOnly: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('textbox', { name: /港口/ })).toHaveAttribute('readonly');
  },
};
