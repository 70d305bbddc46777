import {
  DEFAULT_EXPORT_SETTINGS,
  type ExportSettings,
  WATERMARK_FIELDS,
  WATERMARK_LANG_ZH,
  WATERMARK_UNITS,
  type WatermarkField,
  type WatermarkParams,
  watermarkLines,
} from '@wanju/domain';
import { type CSSProperties, useState } from 'react';
import { Button } from '../Button/Button';
import { Checkbox, CheckboxGroup } from '../Checkbox/Checkbox';
import { Dialog } from '../Dialog/Dialog';
import { Image } from '../Image/Image';
import { NumberField } from '../NumberField/NumberField';
import { Radio, RadioGroup } from '../RadioGroup/RadioGroup';
import { Select } from '../Select/Select';
import { Switch } from '../Switch/Switch';
import * as styles from './ExportDialog.css';

export const exportFormats = ['excel', 'pdf', 'zip'] as const;
export type ExportFormat = (typeof exportFormats)[number];
const FORMAT_LABELS: Record<ExportFormat, string> = { excel: 'Excel（含图片）', pdf: 'PDF', zip: '图片压缩包' };
const POSITIONS: Record<WatermarkParams['position'], string> = {
  top_left: '左上',
  top_right: '右上',
  bottom_left: '左下',
  bottom_right: '右下',
  center: '居中',
};

export interface ExportPreviewItem {
  picture?: string | null;
  values: Partial<Record<WatermarkField, string | number | null>>;
}

export interface ExportRequest {
  format: ExportFormat;
  settings: ExportSettings;
}

export interface ExportDialogProps {
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
  /** How many items will be exported (after the domain's exportableItems). */
  count: number;
  defaultFormat?: ExportFormat;
  defaultSettings?: ExportSettings;
  /** One item for the live watermark preview. */
  preview?: ExportPreviewItem;
  /**
   * The currency the exported prices are in (a quotation's or selection list's; RMB for ex-works prices):
   * the files show it beside every price, so the preview does too.
   */
  currency?: string;
  onSubmit: (request: ExportRequest) => void;
  isPending?: boolean;
}

const initialSettings = (): ExportSettings => ({
  ...DEFAULT_EXPORT_SETTINGS,
  watermark_params: {
    ...DEFAULT_EXPORT_SETTINGS.watermark_params,
    fieldList: [...DEFAULT_EXPORT_SETTINGS.watermark_params.fieldList],
  },
  img_rename_type: 1,
  is_show_watermark: 0,
  is_show_unit: 1,
  is_show_factory_name: 0,
});

function positionStyle(position: WatermarkParams['position']): CSSProperties {
  switch (position) {
    case 'top_left':
      return { top: 0, left: 0 };
    case 'top_right':
      return { top: 0, right: 0, textAlign: 'right' };
    case 'bottom_right':
      return { bottom: 0, right: 0, textAlign: 'right' };
    case 'center':
      return { top: '50%', left: '50%', transform: 'translate(-50%, -50%)', textAlign: 'center' };
    default:
      return { bottom: 0, left: 0 };
  }
}

/**
 * Export a selection (spec §3 export settings): format, image width, picture naming, watermark (colour, size,
 * fields, position, units, Chinese/English labels, factory name) with a live preview built by the
 * domain's watermarkLines.
 */
export function ExportDialog({
  isOpen,
  onOpenChange,
  count,
  defaultFormat = 'excel',
  defaultSettings,
  preview,
  currency = 'RMB',
  onSubmit,
  isPending,
}: ExportDialogProps) {
  const [format, setFormat] = useState<ExportFormat>(defaultFormat);
  const [s, setS] = useState<ExportSettings>(() => defaultSettings ?? initialSettings());
  const wm = s.watermark_params;
  const setWm = (patch: Partial<WatermarkParams>) =>
    setS((x) => ({ ...x, watermark_params: { ...x.watermark_params, ...patch } }));
  const lines = preview
    ? watermarkLines(preview.values, {
        fieldList: wm.fieldList as WatermarkField[],
        watermarkLang: s.watermark_lang,
        showUnit: s.is_show_unit === 1,
        showFactoryName: s.is_show_factory_name === 1,
        moneyUnit: currency,
      })
    : [];

  return (
    <Dialog
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      title={`导出（共 ${count} 款）`}
      size="xl"
      footer={({ close }) => (
        <>
          <Button onPress={close}>取消</Button>
          <Button
            variant="primary"
            isPending={isPending}
            isDisabled={count === 0}
            onPress={() => onSubmit({ format, settings: s })}
          >
            开始导出
          </Button>
        </>
      )}
    >
      <div className={styles.layout}>
        <div className={styles.form}>
          <RadioGroup
            label="导出格式"
            orientation="horizontal"
            value={format}
            onChange={(v) => setFormat(v as ExportFormat)}
          >
            {exportFormats.map((f) => (
              <Radio key={f} value={f}>
                {FORMAT_LABELS[f]}
              </Radio>
            ))}
          </RadioGroup>
          <div className={styles.row}>
            <NumberField
              label="图片宽度（px）"
              value={s.img_width}
              minValue={100}
              maxValue={2000}
              step={50}
              onChange={(img_width) => setS((x) => ({ ...x, img_width }))}
            />
            <RadioGroup
              label="图片命名"
              value={String(s.img_rename_type)}
              onChange={(v) => setS((x) => ({ ...x, img_rename_type: v === '2' ? 2 : 1 }))}
            >
              <Radio value="1">按产品 ID</Radio>
              <Radio value="2">按货号</Radio>
            </RadioGroup>
          </div>
          <div className={styles.row}>
            <Switch
              isSelected={s.is_show_unit === 1}
              onChange={(on) => setS((x) => ({ ...x, is_show_unit: on ? 1 : 0 }))}
            >
              显示单位（{WATERMARK_UNITS.length} / {WATERMARK_UNITS.weight} / {WATERMARK_UNITS.cubicFeet} /{' '}
              {WATERMARK_UNITS.cubicMeters}）
            </Switch>
            <Switch
              isSelected={s.is_show_factory_name === 1}
              onChange={(on) => setS((x) => ({ ...x, is_show_factory_name: on ? 1 : 0 }))}
            >
              显示工厂名称
            </Switch>
          </div>
          <div className={styles.section}>
            <Switch
              isSelected={s.is_show_watermark === 1}
              onChange={(on) => setS((x) => ({ ...x, is_show_watermark: on ? 1 : 0 }))}
            >
              图片加水印
            </Switch>
            {s.is_show_watermark === 1 && (
              <>
                <CheckboxGroup label="水印字段" value={wm.fieldList} onChange={(fieldList) => setWm({ fieldList })}>
                  {(Object.keys(WATERMARK_FIELDS) as WatermarkField[]).map((f) => (
                    <Checkbox key={f} value={f}>
                      {WATERMARK_FIELDS[f].zh}
                    </Checkbox>
                  ))}
                </CheckboxGroup>
                <div className={styles.row}>
                  <label className={styles.colorLabel}>
                    文字颜色
                    <input
                      type="color"
                      className={styles.colorInput}
                      value={wm.font_color}
                      onChange={(e) => setWm({ font_color: e.currentTarget.value })}
                    />
                  </label>
                  <NumberField
                    label="字号"
                    value={wm.font_size}
                    minValue={10}
                    maxValue={48}
                    onChange={(font_size) => setWm({ font_size })}
                  />
                  <Select
                    label="位置"
                    items={(Object.keys(POSITIONS) as WatermarkParams['position'][]).map((p) => ({
                      id: p,
                      name: POSITIONS[p],
                    }))}
                    selectedKey={wm.position}
                    onSelectionChange={(k) => setWm({ position: k as WatermarkParams['position'] })}
                  />
                </div>
                <RadioGroup
                  label="水印语言"
                  value={s.watermark_lang === WATERMARK_LANG_ZH ? 'zh' : 'en'}
                  onChange={(v) => setS((x) => ({ ...x, watermark_lang: v === 'zh' ? WATERMARK_LANG_ZH : 0 }))}
                >
                  <Radio value="zh">中文标签</Radio>
                  <Radio value="en">英文标签</Radio>
                </RadioGroup>
              </>
            )}
          </div>
        </div>
        <div>
          <div className={styles.previewTitle}>预览</div>
          <div className={styles.previewBox} data-testid="export-preview">
            <Image src={preview?.picture} alt="导出图片预览" loading="eager" />
            {s.is_show_watermark === 1 && lines.length > 0 && (
              <div
                className={styles.watermark}
                style={{ ...positionStyle(wm.position), color: wm.font_color, fontSize: wm.font_size }}
              >
                {lines.map((l) => (
                  <span key={l}>{l}</span>
                ))}
              </div>
            )}
          </div>
        </div>
      </div>
    </Dialog>
  );
}
