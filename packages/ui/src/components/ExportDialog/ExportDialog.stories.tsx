import type { Meta, StoryObj } from '@storybook/react-vite';
import { DEFAULT_EXPORT_SETTINGS } from '@wanju/domain';
import { expect, fn, userEvent, within } from 'storybook/test';
import { sampleImage } from '../../fixtures';
import { ExportDialog } from './ExportDialog';

const preview = {
  picture: sampleImage('CH-8821', '#ff8a3d'),
  values: {
    article_number: 'CH-8821',
    name: '2.4G 四通遥控越野车',
    factory_name: '星辉玩具厂',
    quoted_price: 5.12,
    gross_weight: 12.5,
    carton_size: '60*40*35.5',
  },
};

const meta = {
  title: 'Kit/ExportDialog',
  component: ExportDialog,
  args: { isOpen: true, onOpenChange: fn(), count: 36, preview, onSubmit: fn() },
  parameters: {
    docs: {
      description: {
        component:
          '导出选样（Excel、PDF、图片压缩包）：图片宽度、命名方式、单位、工厂名、水印（颜色、字号、字段、币种、位置、中英文标签），右侧实时预览（水印文字由 domain watermarkLines 生成）。',
      },
    },
  },
} satisfies Meta<typeof ExportDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(await body.findByRole('button', { name: '开始导出' }));
    await expect(args.onSubmit).toHaveBeenCalled();
  },
};
export const WithWatermark: Story = {
  args: {
    defaultSettings: {
      ...DEFAULT_EXPORT_SETTINGS,
      is_show_watermark: 1,
      is_show_factory_name: 1,
      img_rename_type: 2,
      watermark_params: {
        ...DEFAULT_EXPORT_SETTINGS.watermark_params,
        fieldList: ['article_number', 'name', 'factory_name', 'quoted_price', 'gross_weight'],
        position: 'bottom_left',
      },
    },
  },
};
export const NothingToExport: Story = { args: { count: 0 } };
