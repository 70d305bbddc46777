import type { AiTask } from '@wanju/api-client';
import { Box, Button, Radio, RadioGroup } from '@wanju/ui';
import { HistoryList, PictureDrop, RecordPanel, type RecordPanelProps, TaskStatus, ToolFrame } from './AiParts';
import * as styles from './AiPictures.css';
import { AI_TEXT as T } from './messages';

export type CutoutBackgroundChoice = 'transparent' | 'white';

export interface CutoutViewProps {
  pictures: readonly string[];
  uploading: boolean;
  background: CutoutBackgroundChoice;
  task: AiTask | null;
  history: readonly AiTask[];
  remaining: number | null;
  onFiles: (files: File[]) => void;
  onClear: () => void;
  onBackground: (background: CutoutBackgroundChoice) => void;
  onStart: () => void;
  onOpenHistory: (task: AiTask) => void;
  /** when opened from a record (a library product, a cart line): saving the result back onto it */
  record?: RecordPanelProps;
}

const running = (task: AiTask | null) => task?.status === 'queued' || task?.status === 'running';

/** /cutout: pictures in, the toy cut out of each (transparent PNG or white), before and after side by side. */
export function CutoutView(props: CutoutViewProps) {
  return (
    <ToolFrame
      title={T.cutoutTitle}
      hint={T.cutoutHint}
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
      <RadioGroup
        label={T.background}
        orientation="horizontal"
        value={props.background}
        onChange={(v) => props.onBackground(v as CutoutBackgroundChoice)}
      >
        <Radio value="transparent">{T.transparent}</Radio>
        <Radio value="white">{T.white}</Radio>
      </RadioGroup>
      <Box>
        <Button variant="primary" isDisabled={!props.pictures.length || running(props.task)} onPress={props.onStart}>
          {T.start}
        </Button>
      </Box>
      <TaskStatus task={props.task} />
      {props.task && props.task.outputs.length > 0 && (
        <ul className={styles.grid} aria-label={T.result}>
          {props.task.outputs.map((o) => (
            <li key={o.source + o.file} className={styles.card}>
              <Box display="flex" gap="xs">
                <img src={o.source} alt={T.original} className={styles.thumb} />
                <div className={styles.checker}>
                  <img src={o.file || o.source} alt={T.result} className={styles.frameImage} />
                </div>
              </Box>
              {o.error ? (
                <Box color="danger" fontSize="sm">
                  {o.error}
                </Box>
              ) : (
                <a href={o.file} download>
                  {T.download}
                </a>
              )}
            </li>
          ))}
        </ul>
      )}
    </ToolFrame>
  );
}
