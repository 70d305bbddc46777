import type { AiTask } from '@wanju/api-client';
import type { MaskStroke } from '@wanju/domain';
import { Box, Button, Slider } from '@wanju/ui';
import { useEffect, useRef, useState } from 'react';
import { HistoryList, PictureDrop, RecordPanel, type RecordPanelProps, TaskStatus, ToolFrame } from './AiParts';
import * as styles from './AiPictures.css';
import { AI_TEXT as T } from './messages';

export interface RemoveViewProps {
  /** the picture being worked on (after each removal, the result) */
  picture: string | null;
  /** the picture before the last removal (compare); null before any */
  before: string | null;
  uploading: boolean;
  task: AiTask | null;
  canUndo: boolean;
  history: readonly AiTask[];
  remaining: number | null;
  onFiles: (files: File[]) => void;
  onClear: () => void;
  /** the strokes in pixels of the picture as shown (width × height) */
  onRemove: (strokes: MaskStroke[], width: number, height: number) => void;
  onUndo: () => void;
  onOpenHistory: (task: AiTask) => void;
  /** when opened from a record (a library product, a cart line): saving the result back onto it */
  record?: RecordPanelProps;
}

/** /xiaoniaoAIremove: paint over a sticker or watermark, remove it, compare before/after, undo. */
export function RemoveView(props: RemoveViewProps) {
  const [brush, setBrush] = useState(24);
  const [strokes, setStrokes] = useState<MaskStroke[]>([]);
  const [comparing, setComparing] = useState(false);
  const image = useRef<HTMLImageElement>(null);
  const canvas = useRef<HTMLCanvasElement>(null);
  const drawing = useRef<MaskStroke | null>(null);
  const busy = props.task?.status === 'queued' || props.task?.status === 'running';

  // A new picture (a result, an undo) starts with nothing painted.
  // biome-ignore lint/correctness/useExhaustiveDependencies: cleared when the picture changes
  useEffect(() => setStrokes([]), [props.picture]);

  useEffect(() => {
    const c = canvas.current;
    const img = image.current;
    if (!c || !img) return;
    c.width = img.clientWidth;
    c.height = img.clientHeight;
    const g = c.getContext('2d');
    if (!g) return;
    g.clearRect(0, 0, c.width, c.height);
    g.strokeStyle = 'rgba(230, 30, 60, 0.55)';
    g.lineCap = 'round';
    g.lineJoin = 'round';
    for (const s of strokes) {
      g.lineWidth = s.size;
      g.beginPath();
      for (let i = 0; i + 1 < s.points.length; i += 2) {
        const x = s.points[i] as number;
        const y = s.points[i + 1] as number;
        if (i === 0) g.moveTo(x, y);
        else g.lineTo(x, y);
      }
      if (s.points.length === 2) g.lineTo((s.points[0] as number) + 0.1, s.points[1] as number);
      g.stroke();
    }
  }, [strokes]);

  const at = (e: React.PointerEvent<HTMLCanvasElement>) => {
    const r = e.currentTarget.getBoundingClientRect();
    return [Math.round(e.clientX - r.left), Math.round(e.clientY - r.top)] as const;
  };

  return (
    <ToolFrame
      title={T.removeTitle}
      hint={T.removeHint}
      history={<HistoryList tasks={props.history} remaining={props.remaining} onOpen={props.onOpenHistory} />}
    >
      {props.record && <RecordPanel {...props.record} />}
      <PictureDrop
        pictures={props.picture ? [props.picture] : []}
        uploading={props.uploading}
        onFiles={props.onFiles}
        onClear={props.onClear}
      />
      {props.picture && (
        <>
          <Box display="flex" gap="sm" alignItems="center" flexWrap="wrap">
            <Box style={{ width: 220 }}>
              <Slider
                label={T.brush}
                minValue={4}
                maxValue={80}
                value={brush}
                onChange={(v) => setBrush(v as number)}
              />
            </Box>
            <Button
              variant="primary"
              isDisabled={!strokes.length || busy}
              onPress={() => {
                const img = image.current;
                if (img) props.onRemove(strokes, img.clientWidth, img.clientHeight);
              }}
            >
              {T.remove}
            </Button>
            <Button isDisabled={!strokes.length} onPress={() => setStrokes([])}>
              {T.clearStrokes}
            </Button>
            <Button isDisabled={!props.canUndo || busy} onPress={props.onUndo}>
              {T.undo}
            </Button>
            <Button
              variant="outline"
              isDisabled={!props.before}
              onPressStart={() => setComparing(true)}
              onPressEnd={() => setComparing(false)}
            >
              {T.compare}
            </Button>
          </Box>
          {!strokes.length && !busy && (
            <Box color="textSecondary" fontSize="sm">
              {T.paintFirst}
            </Box>
          )}
          <div className={styles.canvasHost}>
            <img
              ref={image}
              src={comparing && props.before ? props.before : props.picture}
              alt={comparing ? T.before : T.after}
              className={styles.stage}
              draggable={false}
              onLoad={() => setStrokes((s) => [...s])}
            />
            <canvas
              ref={canvas}
              className={styles.canvas}
              aria-label={T.removeHint}
              onPointerDown={(e) => {
                e.currentTarget.setPointerCapture?.(e.pointerId);
                const [x, y] = at(e);
                drawing.current = { size: brush, points: [x, y] };
                setStrokes((s) => [...s, drawing.current as MaskStroke]);
              }}
              onPointerMove={(e) => {
                const current = drawing.current;
                if (!current) return;
                const [x, y] = at(e);
                const next = { size: current.size, points: [...current.points, x, y] };
                drawing.current = next;
                setStrokes((s) => [...s.slice(0, -1), next]);
              }}
              onPointerUp={() => {
                drawing.current = null;
              }}
            />
          </div>
          <TaskStatus task={props.task} />
        </>
      )}
    </ToolFrame>
  );
}
