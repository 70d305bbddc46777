import type { Meta, StoryObj } from '@storybook/react-vite';
import { WORKING_SET_MSG } from '@wanju/domain';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { AddToChooseView } from './AddToChooseView';

const meta = {
  title: 'Buyer/AddToChoose',
  component: AddToChooseView,
  args: {
    lists: [
      { id: 1, name: '2025春季推荐', toy_count: 12 },
      { id: 2, name: '中东客户圣诞季毛绒与遥控车精选（第二批）', toy_count: 0 },
    ],
    count: 3,
    isOpen: true,
    onOpenChange: fn(),
    onSubmit: fn(),
  },
} satisfies Meta<typeof AddToChooseView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The first list is preselected; another may be picked. */
export const ToExistingList: Story = {
  play: async ({ args }) => {
    const dialog = within(await within(document.body).findByRole('dialog', { name: '加入选品单' }));
    // the dialog fades in: visible once its entrance has ended
    await waitFor(() => expect(dialog.getByText('将3款产品加入选品单')).toBeVisible());
    await userEvent.click(dialog.getByRole('radio', { name: /中东客户/ }));
    await userEvent.click(dialog.getByRole('button', { name: '确定' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ id: 2 });
  },
};

/** A new list is named (the domain's rule: required, at most 30 characters). */
export const ToNewList: Story = {
  play: async ({ args }) => {
    const dialog = within(await within(document.body).findByRole('dialog', { name: '加入选品单' }));
    await userEvent.click(dialog.getByRole('radio', { name: '新建选品单' }));
    await userEvent.click(dialog.getByRole('button', { name: '确定' }));
    await expect(dialog.getByRole('alert')).toHaveTextContent(WORKING_SET_MSG.chooseNameRequired);
    await userEvent.type(dialog.getByRole('textbox', { name: '新选品单名称' }), '展会精选');
    await userEvent.click(dialog.getByRole('button', { name: '确定' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ name: '展会精选' });
  },
};

/** No list yet: naming a new one is the only choice. */
export const NoList: Story = { args: { lists: [] } };
