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

/** Returns the domain's message when the selection's aspect ratio is outside 1:5 – 5:1, else null. */
export function cropError(rect: CropRect): string | null {
  return isCropAspectAllowed(rect.width, rect.height) ? null : MSG.cropAspectInvalid;
}

/**
 * The picture-search cropper (spec §2, §5, §9): a 450×280 box, a movable and resizable selection (drag, or arrow
 * keys; Shift+arrows resize), aspect limited to 1:5 – 5:1 by the domain rule.
 */
export function ImageCropper({
  src,
  value,
  onChange,
  width = CROP_BOX.width,
  height = CROP_BOX.height,
  alt = '待裁剪的图片',
}: ImageCropperProps) {
  const drag = useRef<{ mode: 'move' | 'resize'; x: number; y: number; start: CropRect } | null>(null);
  const [active, setActive] = useState(false);
  const errorId = useId();
  const error = cropError(value);

  const clamp = (r: CropRect): CropRect => {
    const w = Math.max(MIN, Math.min(width, r.width));
    const h = Math.max(MIN, Math.min(height, r.height));
    return { width: w, height: h, x: Math.max(0, Math.min(width - w, r.x)), y: Math.max(0, Math.min(height - h, r.y)) };
  };

  const down = (mode: 'move' | 'resize') => (e: PointerEvent<HTMLElement>) => {
    e.stopPropagation();
    drag.current = { mode, x: e.clientX, y: e.clientY, start: value };
    (e.currentTarget as HTMLElement).setPointerCapture(e.pointerId);
    setActive(true);
  };
  const move = (e: PointerEvent<HTMLElement>) => {
    const d = drag.current;
    if (!d) return;
    const dx = e.clientX - d.x;
    const dy = e.clientY - d.y;
    onChange(
      clamp(
        d.mode === 'move'
          ? { ...d.start, x: d.start.x + dx, y: d.start.y + dy }
          : { ...d.start, width: d.start.width + dx, height: d.start.height + dy },
      ),
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
          <span className={styles.handle} onPointerDown={down('resize')} onPointerMove={move} onPointerUp={up} />
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
