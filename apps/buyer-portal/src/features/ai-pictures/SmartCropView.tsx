import type { AiTask } from '@wanju/api-client';
import { CROP_RATIO_PRESETS, type CropRatio, validateCropRatio } from '@wanju/domain';
import { Box, Button, NumberField, Radio, RadioGroup } from '@wanju/ui';
import { HistoryList, PictureDrop, RecordPanel, type RecordPanelProps, TaskStatus, ToolFrame } from './AiParts';
import * as styles from './AiPictures.css';
import { AI_TEXT as T } from './messages';

export interface SmartCropViewProps {
  pictures: readonly string[];
  uploading: boolean;
  /** a preset's label ('1:1' …) or 'custom' */
  ratioKey: string;
  custom: CropRatio;
  preview: AiTask | null;
  saved: AiTask | null;
  history: readonly AiTask[];
  remaining: number | null;
  onFiles: (files: File[]) => void;
  onClear: () => void;
  onRatioKey: (key: string) => void;
  onCustom: (ratio: CropRatio) => void;
  onPreview: () => void;
  onSave: () => void;
  onOpenHistory: (task: AiTask) => void;
  /** when opened from a record (a library product, a cart line): saving the result back onto it */
  record?: RecordPanelProps;
}

const busy = (task: AiTask | null) => task?.status === 'queued' || task?.status === 'running';

/** The ratio the view's choice stands for. */
export function chosenRatio(key: string, custom: CropRatio): CropRatio {
  return CROP_RATIO_PRESETS.find((p) => p.label === key) ?? custom;
}

/** /smartcrop: a listing ratio, the frames previewed over each picture, then the cropped pictures saved. */
export function SmartCropView(props: SmartCropViewProps) {
  const ratio = chosenRatio(props.ratioKey, props.custom);
  const refusal = validateCropRatio(ratio);
  return (
    <ToolFrame
      title={T.smartcropTitle}
      hint={T.smartcropHint}
      history={<HistoryList tasks={props.history} remaining={props.remaining} onOpen={props.onOpenHistory} />}
    >
      {props.record && <RecordPanel {...props.record} />}
      <PictureDrop
        multiple
        pictures={props.pictures}
        uploading={props.uploading}
        onFiles={props.onFiles}
        onClear={props.onClear}
      />
      <RadioGroup label={T.ratio} orientation="horizontal" value={props.ratioKey} onChange={props.onRatioKey}>
        {CROP_RATIO_PRESETS.map((p) => (
          <Radio key={p.label} value={p.label}>
            {p.label}
          </Radio>
        ))}
        <Radio value="custom">{T.custom}</Radio>
      </RadioGroup>
      {props.ratioKey === 'custom' && (
        <Box display="flex" gap="sm" alignItems="flex-end">
          <NumberField
            label={T.customWidth}
            minValue={1}
            maxValue={100}
            value={props.custom.width}
            onChange={(width) => props.onCustom({ ...props.custom, width: width || 1 })}
          />
          <NumberField
            label={T.customHeight}
            minValue={1}
            maxValue={100}
            value={props.custom.height}
            onChange={(height) => props.onCustom({ ...props.custom, height: height || 1 })}
          />
          {refusal && (
            <Box role="alert" color="danger" fontSize="sm">
              {refusal}
            </Box>
          )}
        </Box>
      )}
      <Box display="flex" gap="sm">
        <Button isDisabled={!props.pictures.length || !!refusal || busy(props.preview)} onPress={props.onPreview}>
          {T.preview}
        </Button>
        <Button
          variant="primary"
          isDisabled={props.preview?.status !== 'done' || !!refusal || busy(props.saved)}
          onPress={props.onSave}
        >
          {T.save}
        </Button>
      </Box>
      <TaskStatus task={props.saved ?? props.preview} />
      {props.preview && props.preview.outputs.length > 0 && (
        <ul className={styles.grid} aria-label={T.preview}>
          {props.preview.outputs.map((o, i) => {
            const size = o.source_size;
            const crop = o.crop;
            const saved = props.saved?.outputs[i];
            return (
              <li key={o.source} className={styles.card}>
                <div className={styles.frameHost}>
                  <img src={o.source} alt={T.original} className={styles.frameImage} />
                  {crop && size && (
                    <div className={styles.frameClip}>
                      <div
                        className={styles.frame}
                        data-testid="crop-frame"
                        style={{
                          left: `${(crop.x / size.width) * 100}%`,
                          top: `${(crop.y / size.height) * 100}%`,
                          width: `${(crop.width / size.width) * 100}%`,
                          height: `${(crop.height / size.height) * 100}%`,
                        }}
                      />
                    </div>
                  )}
                </div>
                {crop?.pad && (
                  <Box color="textSecondary" fontSize="sm">
                    {T.padded}
                  </Box>
                )}
                {o.error && (
                  <Box color="danger" fontSize="sm">
                    {o.error}
                  </Box>
                )}
                {saved?.file && (
                  <Box display="flex" alignItems="center" gap="sm">
                    <img src={saved.thumb} alt={T.saved} className={styles.thumb} />
                    <a href={saved.file} download>
                      {T.saved} · {T.download}
                    </a>
                  </Box>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </ToolFrame>
  );
}
