import { BROADCAST_INTERVAL_MS } from '@wanju/domain';
import { Megaphone } from 'lucide-react';
import { type ReactNode, useEffect, useState } from 'react';
import * as styles from './BroadcastCarousel.css';

export interface BroadcastCarouselProps {
  /** Lines: the daily broadcast (yesterday's new factories and products) and update notes. */
  items: readonly ReactNode[];
  /** ms between lines; the spec's 10 s by default. */
  interval?: number;
  onItemPress?: (index: number) => void;
}

/** A vertical carousel of one-line notices (spec §2). Pauses on hover and focus; no motion when reduced. */
export function BroadcastCarousel({ items, interval = BROADCAST_INTERVAL_MS, onItemPress }: BroadcastCarouselProps) {
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  useEffect(() => {
    if (paused || items.length < 2) return;
    const t = setInterval(() => setIndex((i) => (i + 1) % items.length), interval);
    return () => clearInterval(t);
  }, [paused, items.length, interval]);
  if (items.length === 0) return null;
  return (
    <section
      className={styles.root}
      aria-label="平台播报"
      aria-roledescription="轮播"
      onPointerEnter={() => setPaused(true)}
      onPointerLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      <Megaphone size={16} aria-hidden="true" className={styles.icon} />
      <div className={styles.viewport}>
        <ul className={styles.track} style={{ transform: `translateY(-${index * 100}%)` }}>
          {items.map((item, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: notices are positional
            <li key={i} className={styles.item} aria-hidden={i !== index}>
              {onItemPress ? (
                <button
                  type="button"
                  className={styles.link}
                  tabIndex={i === index ? 0 : -1}
                  onClick={() => onItemPress(i)}
                >
                  {item}
                </button>
              ) : (
                item
              )}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
