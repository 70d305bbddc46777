import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { BatchImportView } from './BatchImportView';
import { libraryUpload, picturesJob, picturesRefused, wizardProps } from './fixtures';

const meta = {
  title: 'Portal/BatchImport',
  component: BatchImportView,
  args: {
    allowed: true,
    onBackToLibrary: fn(),
    wizard: wizardProps({ title: '批量导入产品', publishOption: false }),
  },
} satisfies Meta<typeof BatchImportView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Products: the mapping step of the library (no publishing: the library's products are not listed on the platform). */
export const ProductsMapping: Story = {
  args: {
    wizard: wizardProps({
      title: '批量导入产品',
      publishOption: false,
      step: 'mapping',
      upload: libraryUpload,
      onStart: fn(),
    }),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: '批量导入产品' })).toBeInTheDocument();
    await expect(canvas.queryByRole('checkbox')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: '开始导入' }));
    await expect(args.wizard.onStart).toHaveBeenCalledWith(libraryUpload.suggested, false, null);
  },
};

/** Pictures: a zip alone, no column step; the import starts on upload. */
export const PicturesUpload: Story = {
  args: { wizard: wizardProps({ title: '批量导入图片', mode: 'pictures', onUpload: fn() }) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('list', { name: '批量导入图片' })).toHaveTextContent('第2步：导入中');
    await expect(canvas.queryByLabelText('选择Excel文件（.xlsx）')).toBeNull();
    const start = canvas.getByRole('button', { name: '上传并开始导入' });
    await expect(start).toBeDisabled();
    const zip = new File(['x'], '产品图片.zip', { type: 'application/zip' });
    await userEvent.upload(canvas.getByLabelText('选择图片压缩包（.zip）'), zip);
    await userEvent.click(start);
    await expect(args.wizard.onUpload).toHaveBeenCalledWith(null, zip);
  },
};

/** Pictures done: an item number not in the library is refused with its reason. */
export const PicturesReport: Story = {
  args: {
    wizard: wizardProps({
      title: '批量导入图片',
      mode: 'pictures',
      step: 'report',
      job: picturesJob(),
      refused: picturesRefused,
    }),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('list', { name: '未导入的行' })).toHaveTextContent('产品库中没有该货号的产品');
    await userEvent.click(canvas.getByRole('button', { name: '返回产品管理' }));
    await expect(args.onBackToLibrary).toHaveBeenCalled();
  },
};

/** A salesperson: the library is changed by the main account and administrators only. */
export const NotAllowed: Story = {
  args: { allowed: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('只有主账号和管理员可以批量导入产品库')).toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: '上传并读取表头' })).toBeNull();
  },
};
