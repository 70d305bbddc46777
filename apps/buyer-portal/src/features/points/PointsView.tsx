import type { PointLog } from '@wanju/api-client';
import { Tab, TabList, Table, type TableColumn, TabPanel, Tabs } from '@wanju/ui';
import { ListState, type LoadState } from '../catalogue/ListState';
import * as pageStyles from '../factory/Factory.css';
import { ListPager } from '../shell/ListPager';
import { POINTS_TEXT as T } from './messages';
import * as styles from './Points.css';

export type PointsFilter = 'all' | 'earned' | 'spent';

export interface PointsViewProps {
  state: LoadState;
  balance: number;
  earned: number;
  spent: number;
  filter: PointsFilter;
  onFilterChange: (filter: PointsFilter) => void;
  logs: readonly PointLog[];
  total: number;
  page: number;
  pageSize: number;
  onPageChange: (page: number) => void;
  onRetry: () => void;
}

const columns: TableColumn<PointLog>[] = [
  { id: 'reason', title: T.reason, render: (l) => l.reason, isRowHeader: true },
  {
    id: 'points',
    title: T.change,
    align: 'end',
    render: (l) => <span className={l.points > 0 ? styles.earned : styles.spent}>{T.signed(l.points)}</span>,
  },
  { id: 'time', title: T.time, render: (l) => l.created_time },
];

/** /integral: the points balance, totals earned and spent, and the ledger with reasons. */
export function PointsView(props: PointsViewProps) {
  const { state, filter, onFilterChange, logs, total, page, pageSize, onPageChange, onRetry } = props;
  return (
    <section className={pageStyles.page} aria-label={T.title}>
      <h1 className={pageStyles.title}>{T.title}</h1>
      {state !== 'error' && (
        <dl className={styles.summary}>
          {(
            [
              [T.balance, props.balance],
              [T.earned, props.earned],
              [T.spent, props.spent],
            ] as const
          ).map(([label, value]) => (
            <div key={label} className={styles.stat}>
              <dd className={styles.statValue}>{state === 'ready' ? value : '—'}</dd>
              <dt className={styles.statLabel}>{label}</dt>
            </div>
          ))}
        </dl>
      )}
      <h2 className={pageStyles.name}>{T.history}</h2>
      <Tabs selectedKey={filter} onSelectionChange={(key) => onFilterChange(key as PointsFilter)}>
        <TabList aria-label={T.history}>
          <Tab id="all">{T.all}</Tab>
          <Tab id="earned">{T.earnedTab}</Tab>
          <Tab id="spent">{T.spentTab}</Tab>
        </TabList>
        <TabPanel id={filter}>
          <ListState
            state={state}
            isEmpty={logs.length === 0}
            onRetry={onRetry}
            emptyTitle={T.empty}
            emptyHint={T.emptyHint}
          >
            <Table label={T.history} columns={columns} rows={logs} />
            <ListPager page={page} pageSize={pageSize} total={total} onChange={onPageChange} />
          </ListState>
        </TabPanel>
      </Tabs>
    </section>
  );
}
