import {
  Label,
  Slider as RACSlider,
  type SliderProps as RACSliderProps,
  SliderOutput,
  SliderThumb,
  SliderTrack,
} from 'react-aria-components';
import { cx } from '../../cx';
import * as styles from './Slider.css';

export interface SliderProps<T extends number | number[]> extends Omit<RACSliderProps<T>, 'children' | 'className'> {
  label?: string;
  /** Names of the thumbs of a range slider, e.g. ['最低价', '最高价']. */
  thumbLabels?: string[];
  className?: string;
}

/** A value or a range by dragging (price range, watermark font size, zoom). Exact values: NumberField. */
export function Slider<T extends number | number[]>({ label, thumbLabels, className, ...props }: SliderProps<T>) {
  return (
    <RACSlider {...props} className={cx(styles.root, className)}>
      <div className={styles.labels}>
        {label && <Label>{label}</Label>}
        <SliderOutput />
      </div>
      <SliderTrack className={styles.track}>
        {({ state }) => {
          const n = state.values.length;
          const start = n > 1 ? state.getThumbPercent(0) : 0;
          const end = state.getThumbPercent(n - 1);
          return (
            <>
              <div className={styles.fill} style={{ left: `${start * 100}%`, width: `${(end - start) * 100}%` }} />
              {state.values.map((_, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: thumbs are positional
                <SliderThumb key={i} index={i} aria-label={thumbLabels?.[i]} className={styles.thumb} />
              ))}
            </>
          );
        }}
      </SliderTrack>
    </RACSlider>
  );
}
