import type { Meta, StoryObj } from '@storybook/react-vite';
import { ImportWizardView } from '@wanju/app-shell';
import { expect, fn, userEvent, within } from 'storybook/test';
import { importJob, importRows, importUpload } from '../products/fixtures';

const meta = {
  title: 'Factory/ImportWizard',
  component: ImportWizardView,
  args: {
    step: 'upload',
    upload: null,
    mappings: [],
    job: null,
    refused: [],
    onUpload: fn(),
    onStart: fn(),
    onRestart: fn(),
  },
} satisfies Meta<typeof ImportWizardView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Choose the Excel file (and a zip of pictures) and upload. */
export const Upload: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const upload = canvas.getByRole('button', { name: '上传并读取表头' });
    await expect(upload).toBeDisabled();
    const file = new File(['x'], '目录.xlsx', {
      type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    });
    await userEvent.upload(canvas.getByLabelText('选择Excel文件（.xlsx）'), file);
    await userEvent.click(upload);
    await expect(args.onUpload).toHaveBeenCalledWith(file, null);
  },
};

/** The sheet's columns as recognised; a missing required column is refused before anything starts. */
export const Mapping: Story = {
  args: {
    step: 'mapping',
    upload: importUpload,
    mappings: [{ id: 1, name: '我的表格', mapping: { article_number: 1, name: 2 } }],
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /货号/ }));
    await userEvent.click(await within(document.body).findByRole('option', { name: '不导入' }));
    await userEvent.click(canvas.getByRole('button', { name: '开始导入' }));
    await expect(canvas.getByRole('alert')).toHaveTextContent('缺少必填列：货号');
    await expect(args.onStart).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: /货号/ }));
    await userEvent.click(await within(document.body).findByRole('option', { name: '1. 货号' }));
    await userEvent.type(canvas.getByRole('textbox', { name: '保存本次列映射，名称' }), '秋季目录');
    await userEvent.click(canvas.getByRole('button', { name: '开始导入' }));
    await expect(args.onStart).toHaveBeenCalledWith(
      { article_number: 1, name: 2, category_id: 3, exworks_price: 4, carton_size: 5 },
      true,
      '秋季目录',
    );
  },
};

/** A sheet without a 分类 column: 分类 is required, and a default category for every row answers it. */
export const MappingWithoutCategory: Story = {
  args: {
    step: 'mapping',
    upload: {
      ...importUpload,
      columns: importUpload.columns.map((c) =>
        c.column === 3 ? { column: 3, header: '备注', samples: ['热卖', '新品'] } : c,
      ),
      suggested: { article_number: 1, name: 2, exworks_price: 4, carton_size: 5 },
    },
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('请选择分类列，或选择一个默认分类（用于没有分类的行）')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '开始导入' }));
    await expect(canvas.getByRole('alert')).toHaveTextContent('请选择分类列，或选择一个默认分类（用于没有分类的行）');
    await expect(args.onStart).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: /默认分类/ }));
    await userEvent.click(await within(document.body).findByRole('option', { name: '积木' }));
    await userEvent.click(canvas.getByRole('button', { name: '开始导入' }));
    await expect(args.onStart).toHaveBeenCalledWith(
      { article_number: 1, name: 2, exworks_price: 4, carton_size: 5 },
      true,
      null,
      { category_id: 4014 },
    );
  },
};

export const Progress: Story = { args: { step: 'progress', job: importJob() } };
export const Queued: Story = {
  args: { step: 'progress', job: importJob({ status: 'queued', progress: 0, created: 0, refused: 0 }) },
};

/** Done: the counts, the report to download and the refused rows with their reasons. */
export const Report: Story = {
  args: {
    step: 'report',
    job: importJob({
      status: 'done',
      progress: 100,
      created: 193,
      updated: 4,
      refused: 3,
      report_url: '/import_reports/x',
    }),
    refused: importRows,
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('导入完成：新增193个，更新4个，未导入3个');
    await expect(canvas.getByRole('link', { name: '下载导入结果（Excel）' })).toHaveAttribute(
      'href',
      '/import_reports/x',
    );
    await expect(canvas.getByRole('list', { name: '未导入的行' })).toHaveTextContent(
      '第7行 CH-1001：货号与第2行重复，已跳过',
    );
    await userEvent.click(canvas.getByRole('button', { name: '再导入一个文件' }));
    await expect(args.onRestart).toHaveBeenCalled();
  },
};

export const Failed: Story = {
  args: {
    step: 'report',
    job: importJob({
      status: 'failed',
      progress: 0,
      created: 0,
      refused: 0,
      error: '表格超过10000行（共10000行以上），请拆分后分批导入',
    }),
  },
};
export const UploadRefused: Story = { args: { error: '请上传.xlsx格式的Excel文件' } };
