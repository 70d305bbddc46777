import type { AiTask } from '@wanju/api-client';
import { AI_TOOL_NAMES } from '@wanju/domain';
import { Badge, Box, Button, DropZone, EmptyState, ProgressBar } from '@wanju/ui';
import * as styles from './AiPictures.css';
import { AI_RECORD_TEXT, AI_TEXT as T } from './messages';
import { type AiRecord, RECORD_TOOLS, type RecordToolPath } from './record';

/** The pictures chosen for a tool: a drop zone, then their thumbnails. */
export function PictureDrop(props: {
  pictures: readonly string[];
  uploading: boolean;
  multiple?: boolean;
  label?: string;
  onFiles: (files: File[]) => void;
  onClear: () => void;
}) {
  return (
    <Box display="flex" flexDirection="column" gap="sm">
      <DropZone
        label={props.label ?? T.drop}
        hint={props.uploading ? T.uploading : T.dropHint}
        acceptedFileTypes={['image/jpeg', 'image/png']}
        allowsMultiple={props.multiple ?? false}
        onFiles={props.onFiles}
      />
      {props.pictures.length > 0 && (
        <Box display="flex" alignItems="center" gap="sm" flexWrap="wrap">
          {props.pictures.map((p) => (
            <img key={p} src={p} alt={T.original} className={styles.thumb} />
          ))}
          <Box color="textSecondary" fontSize="sm">
            {T.pictures(props.pictures.length)}
          </Box>
          <Button size="sm" variant="ghost" onPress={props.onClear}>
            {T.clear}
          </Button>
        </Box>
      )}
    </Box>
  );
}

/** A run's state: queued, its progress, done, or failed with its reason. */
export function TaskStatus({ task }: { task: AiTask | null }) {
  if (!task) return null;
  if (task.status === 'failed' || task.status === 'cancelled')
    return (
      <Box role="alert" color="danger" aria-label={T.statusLabel}>
        {T.failed}：{task.error}
      </Box>
    );
  if (task.status === 'done')
    return (
      <Box color="success" aria-label={T.statusLabel}>
        {T.done}
      </Box>
    );
  return (
    <ProgressBar
      label={task.status === 'queued' ? T.queued : T.running(task.progress)}
      value={task.progress}
      aria-label={T.statusLabel}
    />
  );
}

/** The user's past runs of a tool, newest first, with the free runs left today. */
export function HistoryList(props: {
  tasks: readonly AiTask[];
  remaining: number | null;
  onOpen: (task: AiTask) => void;
}) {
  return (
    <Box as="section" display="flex" flexDirection="column" gap="sm">
      <Box display="flex" alignItems="center" justifyContent="space-between">
        <Box as="h2" fontSize="md" fontWeight="bold">
          {T.history}
        </Box>
        {props.remaining !== null && (
          <Box color="textSecondary" fontSize="sm">
            {T.remaining(props.remaining)}
          </Box>
        )}
      </Box>
      {props.tasks.length === 0 ? (
        <EmptyState title={T.historyEmpty} />
      ) : (
        <Box as="ul" display="flex" flexDirection="column" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {props.tasks.map((t) => (
            <li key={t.id} className={styles.historyRow}>
              <img
                src={t.outputs.find((o) => o.thumb)?.thumb || t.inputs[0]}
                alt={AI_TOOL_NAMES[t.tool]}
                className={styles.thumb}
              />
              <Box display="flex" flexDirection="column" flexGrow={1} gap="xxs">
                <span>
                  {AI_TOOL_NAMES[t.tool]} · {T.pictures(t.inputs.length)}
                </span>
                <Box color="textMuted" fontSize="sm">
                  {t.created_time}
                </Box>
              </Box>
              <Badge tone={t.status === 'done' ? 'success' : t.status === 'failed' ? 'danger' : 'info'}>
                {t.status === 'done' ? T.done : t.status === 'failed' ? T.failed : T.queued}
              </Badge>
              <Button size="sm" variant="outline" onPress={() => props.onOpen(t)}>
                {T.result}
              </Button>
            </li>
          ))}
        </Box>
      )}
    </Box>
  );
}

/** A tool page's frame: title and hint, the work area, and the history beside it. */
export function ToolFrame(props: { title: string; hint: string; children: React.ReactNode; history: React.ReactNode }) {
  return (
    <Box display="flex" flexDirection="column" gap="lg" padding="lg">
      <Box display="flex" flexDirection="column" gap="xs">
        <Box as="h1" fontSize="xl" fontWeight="bold">
          {props.title}
        </Box>
        <Box color="textSecondary">{props.hint}</Box>
      </Box>
      <Box display="flex" flexDirection="column" gap="md">
        {props.children}
      </Box>
      {props.history}
    </Box>
  );
}

/** What a tool page shows of the record it was opened from (see RecordPanel). */
export interface RecordPanelProps {
  record: AiRecord;
  /** the result that would be saved (null until a run gives one) */
  result: string | null;
  saving: boolean;
  /** the save made here: the picture put on the record and the one it had before */
  saved: { object: string; previous: string } | null;
  onSave: () => void;
  onUndo: () => void;
  /** the same record's picture in another tool */
  onTool: (path: RecordToolPath) => void;
  current: RecordToolPath;
}

/**
 * The record a tool was opened from (a library product, a cart line): its name, the other tools for its
 * picture, and saving the result back onto it (image_process; the original stays stored) with undo.
 */
export function RecordPanel(props: RecordPanelProps) {
  const R = AI_RECORD_TEXT;
  const where = R.modules[props.record.module];
  return (
    <Box
      as="section"
      aria-label={R.region}
      display="flex"
      flexDirection="column"
      gap="sm"
      padding="md"
      className={styles.card}
    >
      <Box display="flex" alignItems="center" gap="sm" flexWrap="wrap">
        <img src={props.record.picture} alt={T.original} className={styles.thumb} />
        <Box fontWeight="bold">{R.working(props.record.label || where)}</Box>
        <Box color="textSecondary" fontSize="sm">
          {R.otherTools}
        </Box>
        {RECORD_TOOLS.filter((t) => t.path !== props.current).map((t) => (
          <Button key={t.path} size="sm" variant="ghost" onPress={() => props.onTool(t.path)}>
            {t.name}
          </Button>
        ))}
      </Box>
      <Box display="flex" alignItems="center" gap="sm" flexWrap="wrap">
        {props.saved ? (
          <>
            <Box color="success" role="status">
              {R.saved(where)}
            </Box>
            <Button size="sm" variant="outline" isDisabled={props.saving} onPress={props.onUndo}>
              {R.undo}
            </Button>
          </>
        ) : (
          <>
            <Button size="sm" variant="primary" isDisabled={!props.result || props.saving} onPress={props.onSave}>
              {props.saving ? R.saving : R.save(where)}
            </Button>
            {!props.result && (
              <Box color="textSecondary" fontSize="sm">
                {R.needResult}
              </Box>
            )}
          </>
        )}
      </Box>
    </Box>
  );
}
