import type { FactoryDashboard, WaitingCounts } from '@wanju/api-client';
import type { LoadState } from '@wanju/app-shell';
import { formatResponseTime, PRODUCT_GAP_LABELS } from '@wanju/domain';
import { Badge, Box, Button, EmptyState, Spinner } from '@wanju/ui';
import * as styles from './Dashboard.css';
import { DASHBOARD_TEXT as T } from './messages';
import { TrendChart } from './TrendChart';

export interface DashboardViewProps {
  state: LoadState;
  data: FactoryDashboard | null;
  onRetry: () => void;
  /** Opens a desk: '/inquiries', '/supplements' or '/find-samples'. */
  onOpen: (path: string) => void;
}

const KINDS: { key: keyof WaitingCounts; label: string; path: string }[] = [
  { key: 'inquiry', label: T.inquiry, path: '/inquiries' },
  { key: 'supplement', label: T.supplement, path: '/supplements' },
  { key: 'find_sample', label: T.findSample, path: '/find-samples' },
];

function Counts({ title, counts }: { title: string; counts: WaitingCounts }) {
  return (
    <section className={styles.card} aria-label={title}>
      <h2 className={styles.cardTitle}>{title}</h2>
      <dl className={styles.figures}>
        {KINDS.flatMap((k) => [
          <dt key={`${k.key}-t`}>{k.label}</dt>,
          <dd key={`${k.key}-d`} className={styles.figure}>
            {counts[k.key]}
          </dd>,
        ])}
      </dl>
    </section>
  );
}

/** The factory's day at a glance: requests received and waiting, how fast it answers, how buyers react, what to fix. */
export function DashboardView({ state, data, onRetry, onOpen }: DashboardViewProps) {
  if (state === 'loading')
    return (
      <Box display="flex" justifyContent="center" paddingY="xxxl">
        <Spinner size="lg" label={T.loading} showLabel />
      </Box>
    );
  if (state === 'error' || !data)
    return (
      <EmptyState
        title={T.loadFailed}
        action={
          <Button variant="primary" onPress={onRetry}>
            {T.retry}
          </Button>
        }
      />
    );
  return (
    <Box as="section" aria-label={T.title} display="flex" flexDirection="column" gap="lg" padding="lg">
      <Box as="h1" fontSize="xl" fontWeight="bold" margin="none">
        {T.title}
      </Box>
      <div className={styles.grid}>
        <section className={styles.card} aria-label={T.waiting}>
          <h2 className={styles.cardTitle}>{T.waiting}</h2>
          {KINDS.map((k) => (
            <Box key={k.key} display="flex" justifyContent="space-between" alignItems="center" gap="sm">
              <span>{k.label}</span>
              <Button size="sm" variant={data.waiting[k.key] ? 'primary' : 'secondary'} onPress={() => onOpen(k.path)}>
                {`${data.waiting[k.key]} · ${T.openRequests(k.label)}`}
              </Button>
            </Box>
          ))}
        </section>
        <Counts title={T.today} counts={data.today} />
        <Counts title={T.week} counts={data.week} />
        <section className={styles.card} aria-label={T.responseRate}>
          <h2 className={styles.cardTitle}>{T.responseRate}</h2>
          <span className={styles.big}>{data.response_rate}%</span>
          <h2 className={styles.cardTitle}>{T.medianResponse}</h2>
          <span className={styles.big}>{formatResponseTime(data.median_response_minutes)}</span>
        </section>
      </div>
      <div className={styles.grid}>
        <TrendChart title={T.views} series={data.views} />
        <TrendChart title={T.cartAdds} series={data.cart_adds} />
      </div>
      <section className={styles.card} aria-label={T.toFix}>
        <Box display="flex" justifyContent="space-between" alignItems="baseline">
          <h2 className={styles.cardTitle}>{T.toFix}</h2>
          <Box color="textSecondary" fontSize="sm">
            {T.toFixCount(data.to_fix.length, data.to_fix_total)}
          </Box>
        </Box>
        {data.to_fix.length === 0 ? (
          <Box color="success">{T.noneToFix}</Box>
        ) : (
          <ul className={styles.fixList}>
            {data.to_fix.map((p) => (
              <Box as="li" key={p.id} display="flex" gap="sm" alignItems="center" flexWrap="wrap">
                <span>
                  {p.name}（{p.article_number}）
                </span>
                {p.gaps.map((g) => (
                  <Badge key={g} tone="warning">
                    {PRODUCT_GAP_LABELS[g]}
                  </Badge>
                ))}
              </Box>
            ))}
          </ul>
        )}
      </section>
    </Box>
  );
}
