import { ApiError, api, type SyncPayload } from '@wanju/api-client';
import { loadUserLocal, saveUserLocal } from '@wanju/app-shell';
import { MSG, SYNC_PROGRESS_RESET_MS, type SyncRunState, TRADE_SYNC_MSG, validateSyncRequest } from '@wanju/domain';
import { Button, toast } from '@wanju/ui';
import { useEffect, useRef, useState } from 'react';
import { client } from '../../app/session';
import { TRADE_SYNC_TEXT as T } from './messages';
import { runSync } from './syncClient';
import { TradeSyncDialogView } from './TradeSyncDialogView';

export interface TradeSyncActionProps {
  /** a quotation (its id) or a sample cart (its id; none: the default cart) */
  source: 'quotation' | 'sample_cart';
  sourceId: number | null;
  /** items the list holds */
  count: number;
  /** called before the sync is prepared (the quotation editor saves pending edits) */
  beforeSync?: () => Promise<void>;
}

/** The target account is remembered on this computer: the same salesperson syncs to the same account. */
const ACCOUNT_KEY = 'wanju.tradeSync.accountName';
const isText = (v: unknown): v is string => typeof v === 'string';
const NOT_OPENED: readonly string[] = [TRADE_SYNC_MSG.notApplied, TRADE_SYNC_MSG.rejected, MSG.syncAppliedAwaitingIp];

/**
 * The 同步到贸易系统 button of quotations and sample carts: asks the account name, has the platform prepare
 * the import, runs it against the company's bridge (hosts in the domain's order), shows the progress,
 * resets it SYNC_PROGRESS_RESET_MS after done, remembers the IP that worked and records the outcome.
 */
export function TradeSyncAction({ source, sourceId, count, beforeSync }: TradeSyncActionProps) {
  const [open, setOpen] = useState(false);
  const [accountName, setAccountName] = useState(() => loadUserLocal(ACCOUNT_KEY, isText) ?? '');
  const [problem, setProblem] = useState<string | null>(null);
  const [notOpened, setNotOpened] = useState(false);
  const [run, setRun] = useState<SyncRunState>({ phase: 'idle' });
  const reset = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(() => () => void (reset.current && clearTimeout(reset.current)), []);

  const start = async () => {
    const refused = validateSyncRequest({ accountName, itemCount: count });
    setProblem(refused);
    if (refused) {
      toast.warning(refused);
      return;
    }
    if (reset.current) clearTimeout(reset.current);
    setNotOpened(false);
    saveUserLocal(ACCOUNT_KEY, accountName.trim());
    setRun({ phase: 'connecting', host: '', message: MSG.syncConnecting });
    let payload: SyncPayload;
    try {
      await beforeSync?.();
      payload =
        source === 'quotation'
          ? await client.call(api.tradeSync.sync, { id: sourceId ?? 0, account_name: accountName })
          : await client.call(api.tradeSync.pushTrade, {
              customer_pick_id: sourceId ?? undefined,
              account_name: accountName,
            });
    } catch (error) {
      // the client showed the refusal; an account not opened yet points to the application
      if (error instanceof ApiError && NOT_OPENED.includes(error.msg)) setNotOpened(true);
      setRun({ phase: 'idle' });
      return;
    }
    const outcome = await runSync(payload, {
      secure: window.location.protocol === 'https:',
      onState: (state) => {
        if (state.phase === 'connecting' && state.host !== payload.hosts[0]) toast.info(state.message);
        setRun(state);
      },
    });
    if (outcome.ok) {
      toast.success(outcome.tip ?? TRADE_SYNC_MSG.syncDone);
      reset.current = setTimeout(() => setRun({ phase: 'idle' }), SYNC_PROGRESS_RESET_MS);
      await client.call(api.tradeSync.saveUseIp, { ip: outcome.host }, { silent: true }).catch(() => undefined);
    } else {
      // §8: a bridge's requestError is shown, then once more with the restart suffix
      for (const message of outcome.messages) toast.error(message);
    }
    await client
      .call(
        api.tradeSync.syncCount,
        {
          request_id: payload.request_id,
          status: outcome.ok ? 'done' : 'failed',
          message: outcome.ok ? (outcome.tip ?? '') : outcome.messages.join('；').slice(0, 500),
        },
        { silent: true },
      )
      .catch(() => undefined);
  };

  return (
    <>
      <Button isDisabled={source === 'quotation' && !sourceId} onPress={() => setOpen(true)}>
        {T.button}
      </Button>
      <TradeSyncDialogView
        isOpen={open}
        onOpenChange={setOpen}
        accountName={accountName}
        onAccountNameChange={(name) => {
          setAccountName(name);
          setProblem(null);
        }}
        problem={problem}
        itemCount={count}
        run={run}
        notOpened={notOpened}
        onStart={() => void start()}
      />
    </>
  );
}
