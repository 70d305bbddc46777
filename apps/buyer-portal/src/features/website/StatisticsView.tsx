import type { WebsiteStatistics } from '@wanju/api-client';
import { Box, Button, EmptyState } from '@wanju/ui';
import { ListState, type LoadState } from '../catalogue/ListState';
import { WEBSITE_TEXT } from './messages';
import { AdminFrame, type SiteOption } from './parts';
import * as styles from './Website.css';

const T = WEBSITE_TEXT.stats;
export const RANGES = [7, 30, 90] as const;
export type RangeDays = (typeof RANGES)[number];

const W = 640;
const H = 200;
const PAD = 28;

/** The polyline points of a series in the chart's box (the highest value at the top; all zero lies on the axis). */
export function chartPoints(values: readonly number[], width = W, height = H, pad = PAD): string {
  const max = Math.max(1, ...values);
  const step = values.length > 1 ? (width - pad * 2) / (values.length - 1) : 0;
  return values
    .map((v, i) => `${Math.round(pad + i * step)},${Math.round(height - pad - (v / max) * (height - pad * 2))}`)
    .join(' ');
}

function TrendChart(props: { days: WebsiteStatistics['days'] }) {
  const visits = props.days.map((d) => d.visits);
  const visitors = props.days.map((d) => d.visitors);
  const max = Math.max(1, ...visits);
  const first = props.days[0]?.day ?? '';
  const last = props.days[props.days.length - 1]?.day ?? '';
  return (
    <svg
      className={styles.chart}
      viewBox={`0 0 ${W} ${H}`}
      role="img"
      aria-label={`${T.trend}：${first} 至 ${last}，${T.visits}最高 ${max}`}
    >
      <line x1={PAD} y1={H - PAD} x2={W - PAD} y2={H - PAD} stroke="currentColor" strokeOpacity="0.3" />
      <polyline points={chartPoints(visits)} fill="none" stroke="#c9360a" strokeWidth="2" />
      <polyline
        points={chartPoints(visitors, W, H, PAD)}
        fill="none"
        stroke="#1d5fd0"
        strokeWidth="2"
        strokeDasharray="4 3"
      />
      <text x={PAD} y={H - 8} fontSize="11" fill="currentColor">
        {first}
      </text>
      <text x={W - PAD} y={H - 8} fontSize="11" fill="currentColor" textAnchor="end">
        {last}
      </text>
      <text x={PAD} y={16} fontSize="11" fill="currentColor">
        {max}
      </text>
    </svg>
  );
}

export interface StatisticsViewProps {
  state: LoadState;
  sites: readonly SiteOption[];
  siteId: number | null;
  range: RangeDays;
  stats: WebsiteStatistics | null;
  onSite: (id: number | null) => void;
  onRange: (days: RangeDays) => void;
  onRetry: () => void;
}

/** /statistics: visits and visitors over time, top products, and the funnel visit → sample list → order. */
export function StatisticsView(props: StatisticsViewProps) {
  const s = props.stats;
  const kpis: [string, number][] = s
    ? [
        [T.visits, s.visits],
        [T.visitors, s.visitors],
        [T.registered, s.registered],
        [T.sampleLists, s.sample_lists],
        [T.orders, s.orders],
      ]
    : [];
  return (
    <AdminFrame
      title={T.title}
      sites={props.sites}
      siteId={props.siteId}
      allSites
      onSite={props.onSite}
      tools={
        <Box display="flex" gap="xs" role="group" aria-label="时间范围">
          {RANGES.map((d) => (
            <Button
              key={d}
              size="sm"
              variant={props.range === d ? 'primary' : 'secondary'}
              aria-pressed={props.range === d}
              onPress={() => props.onRange(d)}
            >
              {d === 7 ? T.last7 : d === 30 ? T.last30 : T.last90}
            </Button>
          ))}
        </Box>
      }
    >
      <ListState state={props.state} isEmpty={!s} onRetry={props.onRetry}>
        {s && (
          <>
            <Box as="ul" className={styles.plainList} display="flex" gap="md" flexWrap="wrap" aria-label={T.title}>
              {kpis.map(([label, value]) => (
                <Box
                  as="li"
                  key={label}
                  className={styles.kpi}
                  padding="lg"
                  background="surface"
                  borderRadius="md"
                  aria-label={`${label} ${value}`}
                >
                  <Box color="textSecondary" fontSize="sm">
                    {label}
                  </Box>
                  <Box fontSize="xl" fontWeight="bold">
                    {value}
                  </Box>
                </Box>
              ))}
            </Box>
            <Box as="section" aria-label={T.trend} padding="lg" background="surface" borderRadius="md">
              <Box as="h2" fontSize="lg" fontWeight="bold">
                {T.trend}
              </Box>
              {s.visits ? (
                <>
                  <TrendChart days={s.days} />
                  <Box display="flex" gap="lg" fontSize="sm" color="textSecondary" aria-hidden="true">
                    <span>━ {T.visits}</span>
                    <span>┅ {T.visitors}</span>
                  </Box>
                </>
              ) : (
                <EmptyState title={T.noData} />
              )}
            </Box>
            <Box display="flex" gap="lg" flexWrap="wrap">
              <Box as="section" aria-label={T.funnel} padding="lg" background="surface" borderRadius="md" flexGrow={1}>
                <Box as="h2" fontSize="lg" fontWeight="bold">
                  {T.funnel}
                </Box>
                {s.funnel.map((f) => (
                  <Box key={f.key} display="flex" flexDirection="column" gap="xs" paddingY="xs">
                    <Box fontSize="sm">
                      {f.label} {f.count}（{f.rate}%）
                    </Box>
                    <div className={styles.funnelBar} style={{ width: `${Math.max(f.rate, 0.5)}%` }} />
                  </Box>
                ))}
              </Box>
              <Box
                as="section"
                aria-label={T.topProducts}
                padding="lg"
                background="surface"
                borderRadius="md"
                flexGrow={1}
              >
                <Box as="h2" fontSize="lg" fontWeight="bold">
                  {T.topProducts}
                </Box>
                <Box as="ol" display="flex" flexDirection="column" gap="xs">
                  {s.top_products.map((p) => (
                    <li key={p.id}>
                      {p.item_number} {p.name} · {T.views(p.views)}
                    </li>
                  ))}
                </Box>
              </Box>
            </Box>
          </>
        )}
      </ListState>
    </AdminFrame>
  );
}
