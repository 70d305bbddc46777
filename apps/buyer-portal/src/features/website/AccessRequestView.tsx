import type { AccessRequestItem } from '@wanju/api-client';
import { WEBSITE_MSG } from '@wanju/domain';
import { Badge, Box, Button, CardItem, CardList, Dialog, Pagination, SearchField, TextField } from '@wanju/ui';
import { useState } from 'react';
import { ListState, type LoadState } from '../catalogue/ListState';
import { WEBSITE_TEXT } from './messages';
import { AdminFrame, type SiteOption } from './parts';

const T = WEBSITE_TEXT.access;
const TONES = { 0: 'warning', 1: 'success', 2: 'danger' } as const;
export type AccessTab = 'all' | '0' | '1' | '2';

export interface AccessRequestViewProps {
  state: LoadState;
  sites: readonly SiteOption[];
  siteId: number | null;
  tab: AccessTab;
  rows: readonly AccessRequestItem[];
  total: number;
  page: number;
  pageSize: number;
  canAudit: boolean;
  onSite: (id: number | null) => void;
  onTab: (tab: AccessTab) => void;
  onSearch: (keyword: string) => void;
  onPageChange: (page: number) => void;
  onAudit: (id: number, approve: boolean, note: string) => Promise<boolean>;
  onRetry: () => void;
}

function AuditDialog(props: {
  request: AccessRequestItem;
  approve: boolean;
  onAudit: AccessRequestViewProps['onAudit'];
  onClose: () => void;
}) {
  const [note, setNote] = useState('');
  const [touched, setTouched] = useState(false);
  const error = touched && !props.approve && !note.trim() ? WEBSITE_MSG.refuseNoteRequired : undefined;
  return (
    <Dialog
      isOpen
      onOpenChange={(open) => !open && props.onClose()}
      title={`${props.approve ? T.approve : T.refuse}：${props.request.visitor_name}`}
      size="sm"
      footer={
        <>
          <Button onPress={props.onClose}>{WEBSITE_TEXT.cancel}</Button>
          <Button
            variant={props.approve ? 'primary' : 'danger'}
            onPress={async () => {
              setTouched(true);
              if (!props.approve && !note.trim()) return;
              if (await props.onAudit(props.request.id, props.approve, note.trim())) props.onClose();
            }}
          >
            {props.approve ? T.approve : T.refuse}
          </Button>
        </>
      }
    >
      <TextField
        label={props.approve ? T.approveNote : T.refuseNote}
        multiline
        rows={3}
        value={note}
        onChange={setNote}
        isRequired={!props.approve}
        isInvalid={Boolean(error)}
        errorMessage={error}
        validationBehavior="aria"
      />
    </Dialog>
  );
}

/** /accessRequest: visitors asking to see prices and order; approve or refuse (with a note the visitor reads). */
export function AccessRequestView(props: AccessRequestViewProps) {
  const [auditing, setAuditing] = useState<{ request: AccessRequestItem; approve: boolean } | null>(null);
  return (
    <AdminFrame
      title={T.title}
      sites={props.sites}
      siteId={props.siteId}
      allSites
      onSite={props.onSite}
      tools={<SearchField label={WEBSITE_TEXT.search} onSubmit={props.onSearch} />}
    >
      <Box display="flex" gap="xs" role="group" aria-label={T.title}>
        {(
          [
            ['0', T.pending],
            ['1', T.approved],
            ['2', T.refused],
            ['all', T.all],
          ] as const
        ).map(([tab, label]) => (
          <Button
            key={tab}
            size="sm"
            variant={props.tab === tab ? 'primary' : 'secondary'}
            aria-pressed={props.tab === tab}
            onPress={() => props.onTab(tab)}
          >
            {label}
          </Button>
        ))}
      </Box>
      <ListState
        state={props.state}
        isEmpty={props.rows.length === 0}
        onRetry={props.onRetry}
        emptyTitle={T.empty}
        emptyHint={T.emptyHint}
      >
        <CardList label={T.title}>
          {props.rows.map((r) => (
            <CardItem key={r.id} label={`${r.visitor_name} ${r.visitor_account}`} wrap>
              <Box display="flex" flexDirection="column" gap="xs" flexGrow={1} minWidth={0}>
                <Box display="flex" gap="sm" alignItems="center" flexWrap="wrap">
                  <Box fontWeight="bold">{r.visitor_name}</Box>
                  <Box color="textSecondary">{r.visitor_account}</Box>
                  {r.visitor_company && <Box color="textSecondary">{r.visitor_company}</Box>}
                  <Badge tone={TONES[r.status]}>{r.status_text}</Badge>
                </Box>
                {r.message && (
                  <Box fontSize="sm">
                    {T.message}：{r.message}
                  </Box>
                )}
                <Box color="textMuted" fontSize="sm">
                  {r.website_name} · {T.appliedAt} {r.created_time}
                  {r.audited_time && ` · ${T.auditor(r.auditor_name, r.audited_time)}`}
                  {r.note && ` · ${T.note}：${r.note}`}
                </Box>
              </Box>
              {props.canAudit && r.status === 0 && (
                <>
                  <Button
                    size="sm"
                    variant="primary"
                    onPress={() => setAuditing({ request: r, approve: true })}
                    aria-label={`${T.approve} ${r.visitor_name}`}
                  >
                    {T.approve}
                  </Button>
                  <Button
                    size="sm"
                    variant="danger"
                    onPress={() => setAuditing({ request: r, approve: false })}
                    aria-label={`${T.refuse} ${r.visitor_name}`}
                  >
                    {T.refuse}
                  </Button>
                </>
              )}
            </CardItem>
          ))}
        </CardList>
        {props.total > props.pageSize && (
          <Pagination page={props.page} pageSize={props.pageSize} total={props.total} onChange={props.onPageChange} />
        )}
      </ListState>
      {auditing && <AuditDialog {...auditing} onAudit={props.onAudit} onClose={() => setAuditing(null)} />}
    </AdminFrame>
  );
}
