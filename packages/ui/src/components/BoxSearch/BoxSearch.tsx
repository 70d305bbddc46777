import { type KeyboardEvent, type PointerEvent, useRef, useState } from 'react';
import { Button } from 'react-aria-components';
import * as styles from './BoxSearch.css';

/** A box on the picture, in the picture's pixels. */
export interface SearchBox {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** A box the search found round a subject, with the best similarity found by it (null: not searched). */
export interface FoundBox extends SearchBox {
  similarity: number | null;
}

export interface BoxSearchProps {
  src: string;
  /** the picture's size in pixels (the boxes are in its pixels) */
  width: number;
  height: number;
  /** the subjects the search found */
  boxes: readonly FoundBox[];
  /** the found box the results are for (-1: none of them) */
  selected: number;
  /** a box the buyer drew or moved, the results being for it */
  drawn?: SearchBox | null;
  /** searches again by a box at once: a found one (its index) or one drawn or moved (index −1) */
  onSearch: (box: SearchBox, index: number) => void;
  /** nothing matched: the message, shown with the invitation to draw a box */
  noMatch?: string | null;
  /** a search is running: boxes cannot be chosen */
  isDisabled?: boolean;
  /** the label of the picture and its boxes */
  label?: string;
}

/** Smallest box drawn (picture pixels as a share of its longer side): a tap is not a box. */
const MIN_SHARE = 0.04;

/** A box drawn from one corner to the other, in picture pixels, kept inside the picture. */
export function boxBetween(
  a: { x: number; y: number },
  b: { x: number; y: number },
  size: { width: number; height: number },
): SearchBox {
  const clampX = (v: number) => Math.max(0, Math.min(size.width, v));
  const clampY = (v: number) => Math.max(0, Math.min(size.height, v));
  const x0 = clampX(Math.min(a.x, b.x));
  const y0 = clampY(Math.min(a.y, b.y));
  const x1 = clampX(Math.max(a.x, b.x));
  const y1 = clampY(Math.max(a.y, b.y));
  return { x: Math.round(x0), y: Math.round(y0), width: Math.round(x1 - x0), height: Math.round(y1 - y0) };
}

/** A box moved by (dx, dy) picture pixels, kept whole inside the picture. */
export function moveBox(box: SearchBox, dx: number, dy: number, size: { width: number; height: number }): SearchBox {
  return {
    ...box,
    x: Math.round(Math.max(0, Math.min(size.width - box.width, box.x + dx))),
    y: Math.round(Math.max(0, Math.min(size.height - box.height, box.y + dy))),
  };
}

const pct = (v: number, of: number) => `${((v / of) * 100).toFixed(2)}%`;

/**
 * The searched picture with the boxes the search found round its subjects: pressing one searches by it; dragging on
 * the picture draws a new box and dragging the current box moves it, and letting go searches by it at once (the
 * arrow keys move the current box, Enter searches). When nothing matched, the message says so and invites a box.
 */
export function BoxSearch({
  src,
  width,
  height,
  boxes,
  selected,
  drawn = null,
  onSearch,
  noMatch = null,
  isDisabled = false,
  label = '图中识别到的产品',
}: BoxSearchProps) {
  const surface = useRef<HTMLDivElement>(null);
  const gesture = useRef<{ mode: 'draw' | 'move'; from: { x: number; y: number }; start: SearchBox } | null>(null);
  const [draft, setDraft] = useState<SearchBox | null>(null);
  const size = { width, height };
  /** The box being searched by: the draft while dragging, else the drawn one, else the selected found one. */
  const found = selected >= 0 ? boxes[selected] : undefined;
  const current: SearchBox | null =
    draft ?? drawn ?? (found ? { x: found.x, y: found.y, width: found.width, height: found.height } : null);

  /** A pointer's place in picture pixels. */
  const at = (e: PointerEvent) => {
    const rect = surface.current?.getBoundingClientRect();
    if (!rect?.width || !rect.height) return { x: 0, y: 0 };
    return { x: ((e.clientX - rect.left) / rect.width) * width, y: ((e.clientY - rect.top) / rect.height) * height };
  };
  const capture = (e: PointerEvent<HTMLElement>) => {
    try {
      e.currentTarget.setPointerCapture(e.pointerId);
    } catch {
      // A synthetic or vanished pointer: the element's own events still follow it.
    }
  };
  const startDraw = (e: PointerEvent<HTMLDivElement>) => {
    // A press on a found box is its own (it searches by that box).
    if (isDisabled || e.button !== 0 || (e.target as HTMLElement).closest('button')) return;
    const from = at(e);
    capture(e);
    gesture.current = { mode: 'draw', from, start: { ...from, width: 0, height: 0 } };
    setDraft({ x: Math.round(from.x), y: Math.round(from.y), width: 0, height: 0 });
  };
  const startMove = (e: PointerEvent<HTMLDivElement>) => {
    if (isDisabled || e.button !== 0 || !current) return;
    e.stopPropagation();
    capture(e);
    gesture.current = { mode: 'move', from: at(e), start: current };
    setDraft(current);
  };
  const follow = (e: PointerEvent<HTMLDivElement>) => {
    const g = gesture.current;
    if (!g) return;
    const p = at(e);
    setDraft(g.mode === 'draw' ? boxBetween(g.from, p, size) : moveBox(g.start, p.x - g.from.x, p.y - g.from.y, size));
  };
  const finish = () => {
    const g = gesture.current;
    gesture.current = null;
    const box = draft;
    setDraft(null);
    if (!g || !box) return;
    const small = Math.min(box.width, box.height) < MIN_SHARE * Math.max(width, height);
    const moved = box.x !== g.start.x || box.y !== g.start.y;
    if (g.mode === 'draw' ? !small : moved) onSearch(box, -1);
  };
  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    if (!current || isDisabled) return;
    if (e.key === 'Enter') {
      e.preventDefault();
      onSearch(current, -1);
      return;
    }
    const step = Math.max(1, Math.round(Math.max(width, height) * 0.02));
    const dx = e.key === 'ArrowLeft' ? -step : e.key === 'ArrowRight' ? step : 0;
    const dy = e.key === 'ArrowUp' ? -step : e.key === 'ArrowDown' ? step : 0;
    if (!dx && !dy) return;
    e.preventDefault();
    setDraft(moveBox(current, dx, dy, size));
  };
  const place = (box: SearchBox) => ({
    left: pct(box.x, width),
    top: pct(box.y, height),
    width: pct(box.width, width),
    height: pct(box.height, height),
  });

  return (
    <figure className={styles.figure} aria-label={label}>
      {noMatch && (
        <p className={styles.noMatch} role="status">
          {noMatch}
        </p>
      )}
      <div
        ref={surface}
        className={styles.surface}
        style={{ aspectRatio: `${width} / ${height}` }}
        data-disabled={isDisabled || undefined}
        data-testid="box-search-surface"
        onPointerDown={startDraw}
        onPointerMove={follow}
        onPointerUp={finish}
        onPointerCancel={() => {
          gesture.current = null;
          setDraft(null);
        }}
      >
        <img src={src} alt={label} className={styles.image} draggable={false} />
        {boxes.map((box, i) =>
          i === selected && !drawn && !draft ? null : (
            <Button
              // biome-ignore lint/suspicious/noArrayIndexKey: boxes are positional, the server's order
              key={i}
              className={styles.found}
              style={place(box)}
              isDisabled={isDisabled}
              aria-label={
                box.similarity === null ? `按产品 ${i + 1} 搜索` : `按产品 ${i + 1} 搜索（相似度 ${box.similarity}）`
              }
              onPress={() => onSearch({ x: box.x, y: box.y, width: box.width, height: box.height }, i)}
            />
          ),
        )}
        {current && (
          // biome-ignore lint/a11y/useSemanticElements: a movable box on a picture has no native element
          <div
            role="button"
            tabIndex={isDisabled ? -1 : 0}
            aria-disabled={isDisabled || undefined}
            aria-label={`当前搜索框：位置 ${current.x},${current.y}，大小 ${current.width}×${current.height}（拖动或方向键移动，回车搜索）`}
            className={styles.current}
            data-dragging={draft ? true : undefined}
            style={place(current)}
            onPointerDown={startMove}
            onKeyDown={onKeyDown}
            onKeyUp={(e) => {
              // A box moved by the keys searches when the key is let go (as a drag when the pointer is).
              if (draft && !gesture.current && e.key.startsWith('Arrow')) {
                const box = draft;
                setDraft(null);
                onSearch(box, -1);
              }
            }}
          />
        )}
      </div>
      <figcaption className={styles.hint}>
        {noMatch
          ? '在图片上拖动画出玩具所在的方框，松开即按该框重新搜索'
          : '点选方框按该产品搜索；在图片上拖动可画新方框，拖动当前方框可移动，松开即重新搜索'}
      </figcaption>
    </figure>
  );
}
