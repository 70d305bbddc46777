import type { SyncApplicationItem } from '@wanju/api-client';
import { normalizeSyncIps, SYNC_ACCOUNT_STATUSES, type SyncAccountStatus } from '@wanju/domain';
import { Badge, Box, Button, Dialog, Select, TextField } from '@wanju/ui';
import { useState } from 'react';
import { TRADE_SYNC_TEXT as T } from './messages';
import * as styles from './TradeSync.css';

export interface ReviewDecision {
  id: number;
  decision: 'approve' | 'reject';
  local_ip: string[];
  review_remark: string;
}

export interface TradeSyncReviewViewProps {
  state: 'loading' | 'ready' | 'error';
  list: readonly SyncApplicationItem[];
  status: SyncAccountStatus | 'all';
  onStatusChange: (status: SyncAccountStatus | 'all') => void;
  onReview: (decision: ReviewDecision) => void;
  isPending?: boolean;
  onRetry: () => void;
}

const TONE = { pending: 'warning', approved: 'success', rejected: 'danger' } as const;
const STATUS_LABEL: Record<SyncAccountStatus, string> = { pending: '待审核', approved: '已开通', rejected: '未通过' };

function ReviewDialog(props: {
  item: SyncApplicationItem;
  decision: 'approve' | 'reject';
  isPending?: boolean;
  onClose: () => void;
  onConfirm: (d: ReviewDecision) => void;
}) {
  const [ips, setIps] = useState(props.item.local_ip.join(', '));
  const [remark, setRemark] = useState(props.item.review_remark);
  const [problem, setProblem] = useState<string | null>(null);
  return (
    <Dialog
      isOpen
      onOpenChange={(open) => !open && props.onClose()}
      title={T.reviewDialog(props.item.company_name)}
      footer={
        <>
          <Button onPress={props.onClose}>{T.cancel}</Button>
          <Button
            variant={props.decision === 'approve' ? 'primary' : 'danger'}
            isPending={props.isPending}
            onPress={() => {
              const parts = ips.split(/[,，\s]+/);
              if (props.decision === 'approve') {
                const checked = normalizeSyncIps(parts);
                if ('error' in checked) return setProblem(checked.error);
                props.onConfirm({
                  id: props.item.id,
                  decision: 'approve',
                  local_ip: checked.ips,
                  review_remark: remark,
                });
              } else {
                props.onConfirm({ id: props.item.id, decision: 'reject', local_ip: [], review_remark: remark });
              }
            }}
          >
            {props.decision === 'approve' ? T.approve : T.reject}
          </Button>
        </>
      }
    >
      <Box display="flex" flexDirection="column" gap="md">
        {props.decision === 'approve' && (
          <TextField
            label={T.ipsLabel}
            isRequired
            value={ips}
            onChange={(v) => {
              setIps(v);
              setProblem(null);
            }}
            isInvalid={problem !== null}
            errorMessage={problem ?? undefined}
            validationBehavior="aria"
          />
        )}
        <TextField label={T.reviewRemarkLabel} multiline rows={3} value={remark} onChange={setRemark} maxLength={500} />
      </Box>
    </Dialog>
  );
}

/** The customer service's review of sync applications: the waiting ones first; open (with LAN IPs) or reject. */
export function TradeSyncReviewView(props: TradeSyncReviewViewProps) {
  const [reviewing, setReviewing] = useState<{ item: SyncApplicationItem; decision: 'approve' | 'reject' } | null>(
    null,
  );
  return (
    <Box as="section" aria-label={T.reviewTitle} display="flex" flexDirection="column" gap="md">
      <Box display="flex" justifyContent="space-between" alignItems="flex-end" gap="md">
        <Box as="h2" fontSize="lg" fontWeight="bold">
          {T.reviewTitle}
        </Box>
        <Select
          label={T.filter}
          selectedKey={props.status}
          onSelectionChange={(k) => props.onStatusChange(k as SyncAccountStatus | 'all')}
          items={[{ id: 'all', name: T.all }, ...SYNC_ACCOUNT_STATUSES.map((s) => ({ id: s, name: STATUS_LABEL[s] }))]}
        />
      </Box>
      {props.state === 'error' ? (
        <Box display="flex" gap="sm" alignItems="center" role="alert">
          {T.loadError}
          <Button size="sm" onPress={props.onRetry}>
            {T.retry}
          </Button>
        </Box>
      ) : props.state === 'ready' && props.list.length === 0 ? (
        <Box color="textSecondary">{T.empty}</Box>
      ) : (
        <Box
          as="ul"
          className={styles.plainList}
          display="flex"
          flexDirection="column"
          gap="sm"
          aria-busy={props.state === 'loading'}
        >
          {props.list.map((a) => (
            <Box
              as="li"
              key={a.id}
              aria-label={a.company_name}
              display="flex"
              flexDirection="column"
              gap="xs"
              padding="md"
              borderRadius="md"
              background="surfaceMuted"
            >
              <Box display="flex" gap="sm" alignItems="center" flexWrap="wrap">
                <Box fontWeight="bold">{a.company_name}</Box>
                <Badge tone={TONE[a.status]}>{a.status_text}</Badge>
                <Box color="textSecondary" fontSize="sm">
                  {T.created}：{a.created_time}
                </Box>
              </Box>
              <Box fontSize="sm">
                {T.software}：{a.software_name}　{T.contact}：{a.company_contact}（{a.applicant_name}）　{T.phones}：
                {[a.company_telephone, a.company_mobilephone].filter(Boolean).join(' / ')}
              </Box>
              {a.remark && (
                <Box fontSize="sm">
                  {T.remark}：{a.remark}
                </Box>
              )}
              {a.status === 'approved' && (
                <Box fontSize="sm" color="textSecondary">
                  {T.localIps}：{a.local_ip.join('、')}　appkey：{a.appkey}　{T.syncCount}：{T.times(a.sync_count)}
                </Box>
              )}
              {a.review_remark && (
                <Box fontSize="sm" color="textSecondary">
                  {T.reviewRemark}：{a.review_remark}
                </Box>
              )}
              <Box display="flex" gap="sm">
                <Button size="sm" variant="primary" onPress={() => setReviewing({ item: a, decision: 'approve' })}>
                  {T.approve}
                </Button>
                {a.status !== 'rejected' && (
                  <Button size="sm" onPress={() => setReviewing({ item: a, decision: 'reject' })}>
                    {T.reject}
                  </Button>
                )}
              </Box>
            </Box>
          ))}
        </Box>
      )}
      {reviewing && (
        <ReviewDialog
          key={`${reviewing.item.id}-${reviewing.decision}`}
          item={reviewing.item}
          decision={reviewing.decision}
          isPending={props.isPending}
          onClose={() => setReviewing(null)}
          onConfirm={(d) => {
            props.onReview(d);
            setReviewing(null);
          }}
        />
      )}
    </Box>
  );
}
