import type { Meta, StoryObj } from '@storybook/react-vite';
import { sampleImage } from '@wanju/ui';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CompanyView } from './CompanyView';
import { profileFixture } from './fixtures';

const meta = {
  title: 'Factory/Company',
  component: CompanyView,
  args: {
    state: 'ready',
    profile: profileFixture,
    saving: false,
    onRetry: fn(),
    onSave: fn(),
    onUpload: fn(async (file: File) => sampleImage(file.name.slice(0, 2), '#7a5cff')),
    onPreview: fn(),
  },
} satisfies Meta<typeof CompanyView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Editing the contacts, a publicity picture and the booth, then saving the whole display. */
export const EditAndSave: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const contact = canvas.getByRole('textbox', { name: '联系人' });
    await userEvent.clear(contact);
    await userEvent.type(contact, '林小强');
    await userEvent.click(canvas.getByRole('button', { name: '删除宣传图片第1张' }));
    await userEvent.upload(
      canvas.getByLabelText('宣传图片') as HTMLInputElement,
      new File([new Uint8Array([137, 80, 78, 71])], '展厅.png', { type: 'image/png' }),
    );
    await expect(args.onUpload).toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('checkbox', { name: '毛绒玩具' }));
    await userEvent.click(canvas.getByRole('button', { name: '保存' }));
    await expect(args.onSave).toHaveBeenCalledWith(
      expect.objectContaining({
        contact: '林小强',
        publicity: [profileFixture.publicity[1], expect.stringContaining('data:image/svg+xml')],
        main_categories: expect.arrayContaining([4000, 4001]),
      }),
    );
    await userEvent.click(canvas.getByRole('button', { name: '预览工厂主页' }));
    await expect(args.onPreview).toHaveBeenCalled();
  },
};
/** A factory without a name cannot be saved: the domain's message says so. */
export const NameRequired: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.clear(canvas.getByRole('textbox', { name: '工厂名称' }));
    await userEvent.click(canvas.getByRole('button', { name: '保存' }));
    await expect(canvas.getByRole('alert')).toHaveTextContent('请填写工厂名称');
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};
/** A new factory: nothing displayed yet. */
export const Empty: Story = {
  args: {
    profile: {
      ...profileFixture,
      logo: '',
      publicity: [],
      license: '',
      certifications: [],
      intro: '',
      qq: '',
      fax: '',
      email: '',
      main_categories: [],
      booth: '',
    },
  },
};
export const Saving: Story = { args: { saving: true } };
export const Loading: Story = { args: { state: 'loading', profile: null } };
export const LoadError: Story = { args: { state: 'error', profile: null } };
