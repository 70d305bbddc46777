import { api, type SyncAccountInfo, type SyncApplicationItem } from '@wanju/api-client';
import { type SyncAccountStatus, TRADE_SYNC_MSG } from '@wanju/domain';
import { toast } from '@wanju/ui';
import { useCallback, useEffect, useState } from 'react';
import { useSnapshot } from 'valtio';
import { client, sessionState } from '../../app/session';
import { chatState } from '../chat/chatStore';
import { TradeSyncReviewView } from './TradeSyncReviewView';
import { TradeSystemView } from './TradeSystemView';

/** The customer service's part of /trade_system: the applications and their review. */
function ReviewSection() {
  const [status, setStatus] = useState<SyncAccountStatus | 'all'>('pending');
  const [list, setList] = useState<SyncApplicationItem[]>([]);
  const [state, setState] = useState<'loading' | 'ready' | 'error'>('loading');
  const [pending, setPending] = useState(false);
  const load = useCallback(async (s: SyncAccountStatus | 'all') => {
    setState('loading');
    try {
      const page = await client.call(api.tradeSync.getApplications, {
        page: 1,
        page_size: 100,
        status: s === 'all' ? undefined : s,
      });
      setList(page.list);
      setState('ready');
    } catch {
      setState('error');
    }
  }, []);
  useEffect(() => void load(status), [load, status]);
  return (
    <TradeSyncReviewView
      state={state}
      list={list}
      status={status}
      onStatusChange={setStatus}
      isPending={pending}
      onRetry={() => void load(status)}
      onReview={async (d) => {
        setPending(true);
        try {
          await client.call(api.tradeSync.review, d);
          toast.success(d.decision === 'approve' ? TRADE_SYNC_MSG.reviewApproved : TRADE_SYNC_MSG.reviewRejected);
          await load(status);
        } catch {
          // shown by the client
        } finally {
          setPending(false);
        }
      }}
    />
  );
}

/** Container of /trade_system: public explanation; the company's application and sync account once signed in. */
export function TradeSystemPage() {
  const { token } = useSnapshot(sessionState);
  const { serviceAgent } = useSnapshot(chatState);
  const [account, setAccount] = useState<SyncAccountInfo | null>(null);
  const [state, setState] = useState<'loading' | 'ready' | 'error'>('loading');
  const [pending, setPending] = useState(false);
  const load = useCallback(async () => {
    setState('loading');
    try {
      setAccount(await client.call(api.tradeSync.getAccount, {}));
      setState('ready');
    } catch {
      setState('error');
    }
  }, []);
  useEffect(() => {
    if (token) void load();
  }, [token, load]);
  return (
    <TradeSystemView
      signedIn={Boolean(token)}
      platformUrl={window.location.origin}
      account={account}
      state={state}
      isPending={pending}
      onRetry={() => void load()}
      onApply={async (form) => {
        setPending(true);
        try {
          const result = await client.call(api.tradeSync.apply, {
            id: account?.id ?? undefined,
            software_type: form.software_type,
            company_contact: form.company_contact,
            company_telephone: form.company_telephone,
            company_mobilephone: form.company_mobilephone,
            remark: form.remark,
          });
          // §8: '申请成功', or '已提交申请，请等待客服联系' while no IP is assigned
          toast.success(result.message);
          setAccount(result.account);
        } catch {
          // shown by the client
        } finally {
          setPending(false);
        }
      }}
      review={serviceAgent ? <ReviewSection /> : undefined}
    />
  );
}
