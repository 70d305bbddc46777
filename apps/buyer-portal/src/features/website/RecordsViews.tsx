import type { BrowseRecord, LoginRecord } from '@wanju/api-client';
import { Badge, Box, Button, Pagination, Select, Table, type TableColumn, TextField } from '@wanju/ui';
import { useState } from 'react';
import { ListState, type LoadState } from '../catalogue/ListState';
import { WEBSITE_TEXT } from './messages';
import { AdminFrame, type SiteOption } from './parts';

const R = WEBSITE_TEXT.records;

export interface RecordFilter {
  from: string;
  to: string;
  keyword: string;
  /** login records only: null all, true succeeded, false failed */
  succeeded?: boolean | null;
}

interface RecordsFrameProps {
  state: LoadState;
  sites: readonly SiteOption[];
  siteId: number | null;
  filter: RecordFilter;
  total: number;
  page: number;
  pageSize: number;
  isExporting: boolean;
  onSite: (id: number | null) => void;
  onFilter: (filter: RecordFilter) => void;
  onPageChange: (page: number) => void;
  onExport: () => void;
  onRetry: () => void;
}

function Filters(props: RecordsFrameProps & { keywordLabel: string; withResult: boolean }) {
  const [f, setF] = useState(props.filter);
  return (
    <Box
      as="form"
      display="flex"
      gap="md"
      alignItems="flex-end"
      flexWrap="wrap"
      aria-label="筛选"
      onSubmit={(e) => {
        e.preventDefault();
        props.onFilter(f);
      }}
    >
      <TextField label={R.from} type="date" value={f.from} onChange={(from) => setF((x) => ({ ...x, from }))} />
      <TextField label={R.to} type="date" value={f.to} onChange={(to) => setF((x) => ({ ...x, to }))} />
      <TextField
        label={props.keywordLabel}
        value={f.keyword}
        onChange={(keyword) => setF((x) => ({ ...x, keyword }))}
      />
      {props.withResult && (
        <Select
          label={R.result}
          items={[
            { id: 'all', name: R.allResults },
            { id: 'ok', name: R.success },
            { id: 'fail', name: R.failure },
          ]}
          selectedKey={f.succeeded == null ? 'all' : f.succeeded ? 'ok' : 'fail'}
          onSelectionChange={(k) => setF((x) => ({ ...x, succeeded: k === 'all' ? null : k === 'ok' }))}
        />
      )}
      <Button type="submit" variant="primary">
        {WEBSITE_TEXT.search}
      </Button>
      <Button onPress={props.onExport} isPending={props.isExporting} isDisabled={props.total === 0}>
        {R.export}
      </Button>
      {props.state === 'ready' && (
        <Box color="textSecondary" role="status">
          {R.count(props.total)}
        </Box>
      )}
    </Box>
  );
}

export interface BrowseRecordsViewProps extends RecordsFrameProps {
  rows: readonly BrowseRecord[];
}

/** /browseRecords: who viewed which page or product of the company's sites, and when; filterable, exportable. */
export function BrowseRecordsView(props: BrowseRecordsViewProps) {
  const columns: TableColumn<BrowseRecord>[] = [
    { id: 'time', title: R.time, isRowHeader: true, render: (r) => r.created_time },
    {
      id: 'visitor',
      title: R.visitor,
      render: (r) => (r.visitor_name ? `${r.visitor_name} · ${r.visitor_account}` : R.anonymous),
    },
    { id: 'page', title: R.page, render: (r) => r.page_text },
    { id: 'product', title: R.product, render: (r) => r.product_name },
    { id: 'site', title: WEBSITE_TEXT.site, render: (r) => r.website_name },
    { id: 'ip', title: 'IP', render: (r) => r.ip },
  ];
  return (
    <AdminFrame title={R.browseTitle} sites={props.sites} siteId={props.siteId} allSites onSite={props.onSite}>
      <Filters {...props} keywordLabel={R.keyword} withResult={false} />
      <ListState
        state={props.state}
        isEmpty={props.rows.length === 0}
        onRetry={props.onRetry}
        emptyTitle={R.empty}
        emptyHint={R.emptyHint}
      >
        <Table label={R.browseTitle} columns={columns} rows={props.rows} />
        {props.total > props.pageSize && (
          <Pagination page={props.page} pageSize={props.pageSize} total={props.total} onChange={props.onPageChange} />
        )}
      </ListState>
    </AdminFrame>
  );
}

export interface LoginRecordViewProps extends RecordsFrameProps {
  rows: readonly LoginRecord[];
}

/** /loginRecord: visitors' sign-ins on the company's sites, failed ones too. */
export function LoginRecordView(props: LoginRecordViewProps) {
  const columns: TableColumn<LoginRecord>[] = [
    { id: 'time', title: R.time, isRowHeader: true, render: (r) => r.created_time },
    { id: 'visitor', title: R.visitor, render: (r) => `${r.visitor_name || R.anonymous} · ${r.account}` },
    {
      id: 'result',
      title: R.result,
      render: (r) => <Badge tone={r.succeeded ? 'success' : 'danger'}>{r.succeeded ? R.success : R.failure}</Badge>,
    },
    { id: 'site', title: WEBSITE_TEXT.site, render: (r) => r.website_name },
    { id: 'ip', title: 'IP', render: (r) => r.ip },
    { id: 'device', title: R.device, render: (r) => r.user_agent.slice(0, 60) },
  ];
  return (
    <AdminFrame title={R.loginTitle} sites={props.sites} siteId={props.siteId} allSites onSite={props.onSite}>
      <Filters {...props} keywordLabel={R.loginKeyword} withResult />
      <ListState
        state={props.state}
        isEmpty={props.rows.length === 0}
        onRetry={props.onRetry}
        emptyTitle={R.empty}
        emptyHint={R.emptyHint}
      >
        <Table label={R.loginTitle} columns={columns} rows={props.rows} />
        {props.total > props.pageSize && (
          <Pagination page={props.page} pageSize={props.pageSize} total={props.total} onChange={props.onPageChange} />
        )}
      </ListState>
    </AdminFrame>
  );
}
