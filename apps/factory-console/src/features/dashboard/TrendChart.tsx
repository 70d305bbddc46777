import type { DayCount } from '@wanju/api-client';
import { Box } from '@wanju/ui';
import * as styles from './Dashboard.css';
import { DASHBOARD_TEXT as T } from './messages';

export interface TrendChartProps {
  title: string;
  series: readonly DayCount[];
}

const WIDTH = 300;
const HEIGHT = 80;

/**
 * A daily series as SVG bars (the kit draws with SVG rather than a chart library: 30 bars need no more).
 * Each bar carries its day and count as a title, and the figure a text summary for screen readers.
 */
export function TrendChart({ title, series }: TrendChartProps) {
  const max = Math.max(1, ...series.map((d) => d.n));
  const total = series.reduce((sum, d) => sum + d.n, 0);
  const step = series.length ? WIDTH / series.length : WIDTH;
  const first = series[0]?.day ?? '';
  const last = series[series.length - 1]?.day ?? '';
  return (
    <figure className={styles.chart} aria-label={title}>
      <Box display="flex" justifyContent="space-between" alignItems="baseline">
        <figcaption className={styles.chartTitle}>{title}</figcaption>
        <Box color="textSecondary" fontSize="sm">
          {T.total(total)}
        </Box>
      </Box>
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        className={styles.svg}
        role="img"
        aria-label={`${title} ${T.total(total)}`}
      >
        <line x1={0} y1={HEIGHT - 0.5} x2={WIDTH} y2={HEIGHT - 0.5} className={styles.axis} />
        {series.map((d, i) => {
          const h = d.n ? Math.max(2, (d.n / max) * (HEIGHT - 4)) : 0;
          return (
            <rect
              key={d.day}
              x={i * step + step * 0.15}
              y={HEIGHT - 1 - h}
              width={step * 0.7}
              height={h}
              className={styles.bar}
            >
              <title>{T.chartDay(d.day, d.n)}</title>
            </rect>
          );
        })}
      </svg>
      <Box display="flex" justifyContent="space-between" color="textMuted" fontSize="sm">
        <span>{first.slice(5)}</span>
        <span>{last.slice(5)}</span>
      </Box>
    </figure>
  );
}
