import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ExcelAssistantView } from './ExcelAssistantView';
import {
  analysedSheet,
  analysisMapping,
  buildingSheet,
  builtSheet,
  failedSheet,
  importWizard,
  runningSheet,
  sheetHistory,
} from './fixtures';

const meta = {
  title: 'Buyer/ExcelAssistant',
  component: ExcelAssistantView,
  args: {
    analysis: null,
    build: null,
    mapping: [],
    computed: { cbm: true, cuft: true, quote: false },
    error: null,
    busy: false,
    history: sheetHistory,
    mayImport: true,
    wizard: null,
    onUpload: fn(),
    onMappingChange: fn(),
    onComputedChange: fn(),
    onBuild: fn(),
    onImport: fn(),
    onRemap: fn(),
    onRestart: fn(),
    onOpenHistory: fn(),
    onCloseImport: fn(),
  },
} satisfies Meta<typeof ExcelAssistantView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing uploaded yet: the file is chosen, then uploaded; the history opens an earlier sheet. */
export const Upload: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const start = canvas.getByRole('button', { name: '上传并识别' });
    await expect(start).toBeDisabled();
    const file = new File(['x'], '报价.xlsx');
    await userEvent.upload(canvas.getByLabelText('选择供应商报价表（.xlsx）'), file);
    await userEvent.click(start);
    await expect(args.onUpload).toHaveBeenCalledWith(file);
    await userEvent.click(canvas.getByRole('link', { name: '星辉玩具厂2026报价单.xlsx' }));
    await expect(args.onOpenHistory).toHaveBeenCalledWith(builtSheet.id);
  },
};

export const EmptyHistory: Story = { args: { history: [] } };

export const Analyzing: Story = { args: { analysis: runningSheet } };

/** A sheet without a recognisable header: the reason, and the upload again. */
export const NoHeader: Story = { args: { analysis: failedSheet, error: failedSheet.error } };

/** The mapping to correct: a column's field changed, computed columns chosen, the sheet built. */
export const Mapping: Story = {
  args: { analysis: analysedSheet, mapping: analysisMapping },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('表头在第 4 行，共 128 行产品，识别到 126 张图片');
    await userEvent.click(canvas.getByRole('button', { name: /“备注”对应的字段/ }));
    await userEvent.click(await within(document.body).findByRole('option', { name: '中文介绍' }));
    await expect(args.onMappingChange).toHaveBeenCalledWith(7, 'introduction');
    await userEvent.click(canvas.getByRole('checkbox', { name: '按我的报价公式计算报价' }));
    await expect(args.onComputedChange).toHaveBeenCalledWith({ cbm: true, cuft: true, quote: true });
    await userEvent.click(canvas.getByRole('button', { name: '生成导入表' }));
    await expect(args.onBuild).toHaveBeenCalled();
  },
};

export const Building: Story = { args: { analysis: analysedSheet, mapping: analysisMapping, build: buildingSheet } };

/** Built: the preview, the notes, the download and the import into the library. */
export const Built: Story = {
  args: { analysis: analysedSheet, mapping: analysisMapping, build: builtSheet },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('可导入 127 行，跳过 1 行，图片 126 张');
    await expect(canvas.getByRole('link', { name: '下载导入表' })).toHaveAttribute(
      'href',
      builtSheet.output?.download_url,
    );
    await expect(canvas.getByRole('list', { name: '处理说明' })).toHaveTextContent('第 132 行：没有货号，已跳过');
    await userEvent.click(canvas.getByRole('button', { name: '导入产品库' }));
    await expect(args.onImport).toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: '重新调整映射' }));
    await expect(args.onRemap).toHaveBeenCalled();
  },
};

/** A role that may not change the library downloads the sheet instead. */
export const BuiltNoLibraryRight: Story = {
  args: { analysis: analysedSheet, mapping: analysisMapping, build: builtSheet, mayImport: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: '导入产品库' })).toBeNull();
    await expect(canvas.getByText(/导入产品库需要贸易公司账号/)).toBeInTheDocument();
  },
};

/** Importing: the shared import wizard over the built sheet. */
export const Importing: Story = {
  args: { analysis: analysedSheet, build: builtSheet, wizard: importWizard },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '返回导入表' }));
    await expect(args.onCloseImport).toHaveBeenCalled();
  },
};
