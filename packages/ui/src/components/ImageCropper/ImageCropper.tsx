import { CROP_BOX, isCropAspectAllowed, MSG } from '@wanju/domain';
import { type PointerEvent, useId, useRef, useState } from 'react';
import * as styles from './ImageCropper.css';

export interface CropRect {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface ImageCropperProps {
  src: string;
  /** The selection in box pixels (controlled). */
  value: CropRect;
  onChange: (rect: CropRect) => void;
  /** Box size; the spec's 450×280 by default. */
  width?: number;
  height?: number;
  alt?: string;
}

const MIN = 16;

/** The eight resize handles: edges and corners, named by compass direction. */
export const CROP_HANDLES = ['n', 'ne', 'e', 'se', 's', 'sw', 'w', 'nw'] as const;
export type CropHandle = (typeof CROP_HANDLES)[number];

const HANDLE_LABEL: Record<CropHandle, string> = {
  n: '上边',
  ne: '右上角',
  e: '右边',
  se: '右下角',
  s: '下边',
  sw: '左下角',
  w: '左边',
  nw: '左上角',
};

/**
 * Drags one handle of `start` by (dx, dy) inside a box of `bounds`: the opposite edge stays put, the selection
 * never gets smaller than 16 px nor leaves the box.
 */
export function resizeCrop(
  start: CropRect,
  handle: CropHandle,
  dx: number,
  dy: number,
  bounds: { width: number; height: number },
): CropRect {
  let left = start.x;
  let top = start.y;
  let right = start.x + start.width;
  let bottom = start.y + start.height;
  if (handle.includes('w')) left = Math.max(0, Math.min(right - MIN, left + dx));
  if (handle.includes('e')) right = Math.min(bounds.width, Math.max(left + MIN, right + dx));
  if (handle.includes('n')) top = Math.max(0, Math.min(bottom - MIN, top + dy));
  if (handle.includes('s')) bottom = Math.min(bounds.height, Math.max(top + MIN, bottom + dy));
  return { x: left, y: top, width: right - left, height: bottom - top };
}

/** Returns the domain's message when the selection's aspect ratio is outside 1:5 – 5:1, else null. */
export function cropError(rect: CropRect): string | null {
  return isCropAspectAllowed(rect.width, rect.height) ? null : MSG.cropAspectInvalid;
}

/**
 * The picture-search cropper (spec §2, §5, §9): a 450×280 box, a selection moved by dragging it and resized by any
 * of its eight handles (or arrow keys; Shift+arrows resize), aspect limited to 1:5 – 5:1 by the domain rule.
 */
export function ImageCropper({
  src,
  value,
  onChange,
  width = CROP_BOX.width,
  height = CROP_BOX.height,
  alt = '待裁剪的图片',
}: ImageCropperProps) {
  const drag = useRef<{ mode: 'move' | CropHandle; x: number; y: number; start: CropRect } | null>(null);
  const [active, setActive] = useState(false);
  const errorId = useId();
  const error = cropError(value);

  const clamp = (r: CropRect): CropRect => {
    const w = Math.max(MIN, Math.min(width, r.width));
    const h = Math.max(MIN, Math.min(height, r.height));
    return { width: w, height: h, x: Math.max(0, Math.min(width - w, r.x)), y: Math.max(0, Math.min(height - h, r.y)) };
  };

  const down = (mode: 'move' | CropHandle) => (e: PointerEvent<HTMLElement>) => {
    e.stopPropagation();
    drag.current = { mode, x: e.clientX, y: e.clientY, start: value };
    try {
      (e.currentTarget as HTMLElement).setPointerCapture(e.pointerId);
    } catch {
      // The pointer is already gone (or synthetic): dragging still follows the element's own events.
    }
    setActive(true);
  };
  const move = (e: PointerEvent<HTMLElement>) => {
    const d = drag.current;
    if (!d) return;
    const dx = e.clientX - d.x;
    const dy = e.clientY - d.y;
    onChange(
      d.mode === 'move'
        ? clamp({ ...d.start, x: d.start.x + dx, y: d.start.y + dy })
        : resizeCrop(d.start, d.mode, dx, dy, { width, height }),
    );
  };
  const up = () => {
    drag.current = null;
    setActive(false);
  };

  return (
    <div>
      <div className={styles.box} style={{ width, height }}>
        <img className={styles.img} src={src} alt={alt} draggable={false} />
        <div
          role="slider"
          tabIndex={0}
          aria-label="裁剪区域（方向键移动，Shift+方向键调整大小）"
          aria-valuetext={`位置 ${Math.round(value.x)},${Math.round(value.y)}，大小 ${Math.round(value.width)}×${Math.round(value.height)}`}
          aria-valuenow={Math.round(value.x)}
          aria-invalid={Boolean(error)}
          aria-describedby={error ? errorId : undefined}
          className={styles.selection}
          data-invalid={error ? true : undefined}
          data-dragging={active || undefined}
          style={{ left: value.x, top: value.y, width: value.width, height: value.height }}
          onPointerDown={down('move')}
          onPointerMove={move}
          onPointerUp={up}
          onKeyDown={(e) => {
            const step = 10;
            const dx = e.key === 'ArrowLeft' ? -step : e.key === 'ArrowRight' ? step : 0;
            const dy = e.key === 'ArrowUp' ? -step : e.key === 'ArrowDown' ? step : 0;
            if (!dx && !dy) return;
            e.preventDefault();
            onChange(
              clamp(
                e.shiftKey
                  ? { ...value, width: value.width + dx, height: value.height + dy }
                  : { ...value, x: value.x + dx, y: value.y + dy },
              ),
            );
          }}
        >
          {CROP_HANDLES.map((h) => (
            <span
              key={h}
              className={styles.handle[h]}
              data-handle={h}
              title={`拖动${HANDLE_LABEL[h]}调整大小`}
              onPointerDown={down(h)}
              onPointerMove={move}
              onPointerUp={up}
            />
          ))}
        </div>
      </div>
      {error ? (
        <div id={errorId} className={styles.error} role="alert">
          {error}
        </div>
      ) : (
        <div className={styles.help}>拖动选框选择要搜索的部分</div>
      )}
    </div>
  );
}
