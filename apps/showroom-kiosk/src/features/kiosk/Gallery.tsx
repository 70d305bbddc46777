import { useRef, useState } from 'react';
import type { KioskText } from '../../app/i18n';
import * as styles from './Kiosk.css';

/** A swipe this far (px) turns the picture. */
const SWIPE_PX = 60;
const MAX_ZOOM = 4;

/**
 * A product's pictures: swipe left/right (or the big buttons) to turn, pinch with two fingers to zoom. Pointer
 * events, so touch, pen and mouse all work; the browser's own panning is off inside (touch-action: none).
 */
export function Gallery({ pictures, name, t }: { pictures: readonly string[]; name: string; t: KioskText }) {
  const [index, setIndex] = useState(0);
  const [zoom, setZoom] = useState(1);
  const pointers = useRef(new Map<number, { x: number; y: number }>());
  const start = useRef<{ x: number; distance: number; zoom: number } | null>(null);
  // a gesture that had two fingers is a pinch: lifting them never turns the picture
  const pinched = useRef(false);
  const count = Math.max(1, pictures.length);
  const go = (step: number) => {
    setIndex((i) => (i + step + count) % count);
    setZoom(1);
  };
  const distance = () => {
    const [a, b] = [...pointers.current.values()];
    return a && b ? Math.hypot(a.x - b.x, a.y - b.y) : 0;
  };
  return (
    <div className={styles.detailCol}>
      <div
        className={styles.gallery}
        role="img"
        aria-label={`${name} ${t.picture(index + 1, count)}`}
        data-zoom={zoom.toFixed(2)}
        onPointerDown={(e) => {
          pointers.current.set(e.pointerId, { x: e.clientX, y: e.clientY });
          if (pointers.current.size > 1) pinched.current = true;
          start.current = { x: e.clientX, distance: distance(), zoom };
        }}
        onPointerMove={(e) => {
          if (!pointers.current.has(e.pointerId)) return;
          pointers.current.set(e.pointerId, { x: e.clientX, y: e.clientY });
          if (pointers.current.size === 2 && start.current?.distance)
            setZoom(Math.min(MAX_ZOOM, Math.max(1, (start.current.zoom * distance()) / start.current.distance)));
        }}
        onPointerUp={(e) => {
          const began = start.current;
          const pinching = pointers.current.size > 1;
          pointers.current.delete(e.pointerId);
          if (!pinching && began && zoom === 1 && Math.abs(e.clientX - began.x) > SWIPE_PX)
            go(e.clientX < began.x ? 1 : -1);
          if (pointers.current.size === 0) start.current = null;
        }}
        onPointerCancel={(e) => pointers.current.delete(e.pointerId)}
      >
        <img
          className={styles.galleryImage}
          src={pictures[index]}
          alt=""
          draggable={false}
          style={{ transform: `scale(${zoom})` }}
        />
      </div>
      <div className={styles.galleryNav}>
        <button type="button" className={styles.big} onClick={() => go(-1)} disabled={count < 2}>
          {t.prev}
        </button>
        <span className={styles.muted}>
          {t.picture(index + 1, count)} · {t.zoomHint}
        </span>
        <button type="button" className={styles.big} onClick={() => go(1)} disabled={count < 2}>
          {t.next}
        </button>
      </div>
    </div>
  );
}
