import {
  ApiError,
  api,
  CODE,
  type ConfirmedQuotation,
  type ContractOrder,
  createRealtime,
  type IncomingPayment,
  type PaymentAccountInfo,
  type PaymentAccountLog,
  type PaymentDocument,
  type SandboxAccount,
  type Settlement,
} from '@wanju/api-client';
import { pagedList, usePagedList } from '@wanju/app-shell';
import {
  type CurrencyTotal,
  type PaymentCurrency,
  type PaymentDocumentKind,
  type PaymentTarget,
  paymentAccountRoute,
  type ReconciliationDay,
} from '@wanju/domain';
import { Box, Spinner, toast } from '@wanju/ui';
import { useCallback, useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { client, sessionState } from '../../app/session';
import { usePageActive } from '../shell/KeepAlive';
import { AddContractView } from './AddContractView';
import { CollectionManageView } from './CollectionManageView';
import { type CollectionFilter, CollectionView } from './CollectionView';
import { ConnectAccountView } from './ConnectAccountView';
import { type ContractFilter, ContractListView } from './ContractListView';
import { KycView } from './KycView';
import { PAY_TEXT as T } from './messages';
import { SandboxConsoleView } from './SandboxConsoleView';

/** One key per attempt: a retried request (a double click, a timeout) happens once on the server. */
const newKey = () => crypto.randomUUID();
const messageOf = (error: unknown) => (error instanceof ApiError ? error.msg : String(error));

async function uploadDocument(kind: PaymentDocumentKind, file: File): Promise<PaymentDocument> {
  const form = new FormData();
  form.append('kind', kind);
  form.append('file', file);
  return client.upload(api.payments.uploadDocument, form, { needError: true });
}

/**
 * Live changes of the account (a payment arrived, a review or a settlement was decided): the server tells the
 * company's channel (the user's without a company) after each, and the page reloads.
 */
function usePaymentsLive(onChange: () => void) {
  const { user, token } = useSnapshot(sessionState);
  const channel = user ? (user.company_id > 0 ? `company:${user.company_id}` : `user:${user.user_id}`) : null;
  useEffect(() => {
    if (!channel || !token || typeof WebSocket === 'undefined') return;
    const socket = createRealtime({
      url: `${window.location.protocol === 'https:' ? 'wss' : 'ws'}://${window.location.host}/api/ws`,
      token,
    });
    socket.subscribe(channel, (event) => {
      if ((event as { type?: string }).type === 'payments') onChange();
    });
    return () => socket.close();
  }, [channel, token, onChange]);
}

/**
 * The account behind a payment page, routed by the domain's rule: ACTIVE stays, INIT/SUSPENDED/UNDER_REVIEW go
 * to the KYC page and notAuthorization (or -1004, or no data) to the authorisation page — both on /Connectaccount.
 */
function useActiveAccount(target: PaymentTarget) {
  const navigate = useNavigate();
  const [account, setAccount] = useState<PaymentAccountInfo | null>(null);
  const load = useCallback(async () => {
    let response: { code: number; data: PaymentAccountInfo | null };
    try {
      response = { code: 0, data: await client.call(api.order.getAccount, {}, { needError: true }) };
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      response = { code: error.code, data: null };
    }
    const route = paymentAccountRoute(response, target);
    if (route.page !== 'target') navigate('/Connectaccount', { replace: true });
    else setAccount(response.data);
  }, [navigate, target]);
  // a kept-alive tab shows what changed while it was hidden (a payment, a settlement elsewhere)
  const active = usePageActive();
  useEffect(() => {
    if (active) void load().catch(() => undefined);
  }, [load, active]);
  usePaymentsLive(useCallback(() => void load().catch(() => undefined), [load]));
  return { account, reload: load };
}

const Loading = () => (
  <Box display="flex" justifyContent="center" paddingY="xxxl">
    <Spinner size="lg" label={T.loading} showLabel />
  </Box>
);

/** /Connectaccount: linking, unlinking, status and (while INIT, SUSPENDED or UNDER_REVIEW) the KYC page. */
export function ConnectAccountPage() {
  const [state, setState] = useState<'loading' | 'error' | 'ready'>('loading');
  const [account, setAccount] = useState<PaymentAccountInfo | null>(null);
  const [log, setLog] = useState<PaymentAccountLog[]>([]);
  const [busy, setBusy] = useState(false);
  const [uploaded, setUploaded] = useState<PaymentDocument[]>([]);
  const [error, setError] = useState<string | null>(null);
  const navigate = useNavigate();
  const load = useCallback(async () => {
    try {
      const [a, b] = await Promise.all([
        client.call(api.order.getAccount, {}, { needError: true }),
        client.call(api.lian.getCheckBindLian, {}, { needError: true }),
      ]);
      setAccount(a);
      setLog(b.log);
      setState('ready');
    } catch {
      setState('error');
    }
  }, []);
  const active = usePageActive();
  useEffect(() => {
    if (active) void load();
  }, [load, active]);
  usePaymentsLive(useCallback(() => void load(), [load]));
  const act = async (run: () => Promise<PaymentAccountInfo>, done: string) => {
    setBusy(true);
    setError(null);
    try {
      setAccount(await run());
      toast.success(done);
      await load();
    } catch (e) {
      setError(messageOf(e));
      toast.error(messageOf(e));
    } finally {
      setBusy(false);
    }
  };
  const kycStates = ['INIT', 'SUSPENDED', 'UNDER_REVIEW'];
  return (
    <ConnectAccountView
      state={state}
      account={account}
      log={log}
      busy={busy}
      onRetry={() => void load()}
      onLink={() =>
        void act(() => client.call(api.lian.getLoginToken, { idempotency_key: newKey() }, { needError: true }), T.link)
      }
      onUnlink={() =>
        void act(
          () => client.call(api.lian.removedLianBind, { idempotency_key: newKey() }, { needError: true }),
          T.unlink,
        )
      }
      onManage={() => navigate('/collectionManage')}
      kyc={
        account && kycStates.includes(account.status) ? (
          <KycView
            key={`${account.status}-${account.kyc_submitted_time}`}
            status={account.status}
            initial={account.kyc}
            documents={[...uploaded, ...account.kyc_documents]}
            submittedTime={account.kyc_submitted_time}
            mayChange={account.may_change}
            busy={busy}
            error={error}
            onUpload={(kind, file) => {
              setError(null);
              uploadDocument(kind, file)
                .then((doc) => setUploaded((list) => [doc, ...list]))
                .catch((e) => setError(messageOf(e)));
            }}
            onSubmit={(kyc, document_ids) =>
              void act(
                () =>
                  client.call(
                    api.lian.applyLianLog,
                    { idempotency_key: newKey(), kyc, document_ids },
                    { needError: true },
                  ),
                T.submitKyc,
              )
            }
          />
        ) : undefined
      }
    />
  );
}

/** /collectionManage: the collection accounts by currency and the daily reconciliation. */
export function CollectionManagePage() {
  const { account, reload } = useActiveAccount('virtualAccountList');
  const [days, setDays] = useState<ReconciliationDay[]>([]);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    if (!account) return;
    client
      .call(api.payments.reconciliation, {}, { silent: true })
      .then((r) => setDays(r.list))
      .catch(() => undefined);
  }, [account]);
  if (!account) return <Loading />;
  return (
    <CollectionManageView
      accounts={account.collection_accounts}
      reconciliation={days}
      mayChange={account.may_change}
      busy={busy}
      onOpen={(currency) => {
        setBusy(true);
        client
          .call(api.payments.openCollectionAccount, { currency, idempotency_key: newKey() })
          .then(() => reload())
          .catch(() => undefined)
          .finally(() => setBusy(false));
      }}
      onCopy={(text) => {
        void navigator.clipboard?.writeText(text).then(
          () => toast.success(T.copied),
          () => undefined,
        );
      }}
    />
  );
}

const EMPTY_COLLECTION: CollectionFilter = { currency: '', matched: 'all', date_from: '', date_to: '' };
const payments = pagedList<IncomingPayment, CollectionFilter>(
  ({ currency, matched, date_from, date_to, ...paging }) =>
    client.call(api.payments.incomingList, {
      ...paging,
      currency: currency || undefined,
      matched,
      date_from: date_from || undefined,
      date_to: date_to || undefined,
    }),
  { ...EMPTY_COLLECTION },
);

/** /collection: incoming payments, filters, matching to contracts. */
export function CollectionPage() {
  const { account } = useActiveAccount('collectionList');
  const [snap, listProps, setFilter] = usePagedList(payments, { query: useSearchParams(), enabled: !!account });
  const [contracts, setContracts] = useState<ContractOrder[]>([]);
  const [totals, setTotals] = useState<readonly CurrencyTotal[]>([]);
  useEffect(() => {
    if (!account) return;
    client
      .call(api.order.getContractOrderList, { page: 1, page_size: 100 }, { silent: true })
      .then((r) => setContracts(r.list))
      .catch(() => undefined);
  }, [account]);
  const filter = snap.filter as CollectionFilter;
  useEffect(() => {
    if (!account) return;
    // what the filtered list received, per currency (amounts of different currencies are never added)
    client
      .call(
        api.payments.incomingList,
        {
          page: 1,
          page_size: 1,
          currency: filter.currency || undefined,
          matched: filter.matched,
          date_from: filter.date_from || undefined,
          date_to: filter.date_to || undefined,
        },
        { silent: true },
      )
      .then((r) => setTotals(r.totals))
      .catch(() => undefined);
  }, [account, filter.currency, filter.matched, filter.date_from, filter.date_to]);
  if (!account) return <Loading />;
  return (
    <CollectionView
      {...listProps}
      rows={snap.rows as IncomingPayment[]}
      totals={totals}
      filter={filter}
      contracts={contracts}
      onFilter={setFilter}
      onMatch={(payment_id, contract_id) =>
        payments.act(() => client.call(api.payments.matchPayment, { payment_id, contract_id }), T.matchTo)
      }
    />
  );
}

const contractsList = pagedList<ContractOrder, ContractFilter>(
  ({ keyword, status, ...paging }) =>
    client.call(api.order.getContractOrderList, {
      ...paging,
      keyword: keyword || undefined,
      status: status || undefined,
    }),
  { keyword: '', status: '' },
);

/** /contractList: contract orders from confirmed quotations. */
export function ContractListPage() {
  const { account } = useActiveAccount('contractList');
  const [snap, listProps, setFilter] = usePagedList(contractsList, {
    query: useSearchParams(),
    enabled: !!account,
  });
  const navigate = useNavigate();
  const [quotations, setQuotations] = useState<ConfirmedQuotation[]>([]);
  const [busy, setBusy] = useState(false);
  if (!account) return <Loading />;
  return (
    <ContractListView
      {...listProps}
      rows={snap.rows as ContractOrder[]}
      filter={snap.filter as ContractFilter}
      quotations={quotations}
      mayChange={account.may_change}
      busy={busy}
      onFilter={setFilter}
      onPickQuotation={() => {
        client
          .call(api.payments.confirmedQuotations, {})
          .then((r) => setQuotations(r.list))
          .catch(() => undefined);
      }}
      onCreate={(quotation_id) => {
        setBusy(true);
        client
          .call(api.order.createOrder, { quotation_id, idempotency_key: newKey() })
          .then(() => contractsList.load())
          .catch(() => undefined)
          .finally(() => setBusy(false));
      }}
      onSettle={(id) => navigate(`/addContract?contract=${id}`)}
    />
  );
}

/** /addContract: the settlement application and its records. */
export function AddContractPage() {
  const { account, reload } = useActiveAccount('addTradeMaterials');
  const [params, setParams] = useSearchParams();
  const [contracts, setContracts] = useState<ContractOrder[]>([]);
  const [settlements, setSettlements] = useState<Settlement[]>([]);
  const [documents, setDocuments] = useState<PaymentDocument[]>([]);
  const [quote, setQuote] = useState<{ rate: number; rmb_minor: number } | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const loadLists = useCallback(async () => {
    const [c, s] = await Promise.all([
      client.call(api.order.getContractOrderList, { page: 1, page_size: 100 }, { silent: true }),
      client.call(api.payments.settlementList, { page: 1, page_size: 50 }, { silent: true }),
    ]);
    setContracts(c.list.filter((x) => x.status !== 'settled'));
    setSettlements(s.list);
  }, []);
  useEffect(() => {
    if (account) void loadLists().catch(() => undefined);
  }, [account, loadLists]);
  if (!account) return <Loading />;
  const balances: Partial<Record<PaymentCurrency, number>> = Object.fromEntries(
    account.collection_accounts.map((c) => [c.currency, c.balance_minor]),
  );
  const contractId = Number(params.get('contract')) || null;
  return (
    <AddContractView
      contracts={contracts}
      balances={balances}
      contractId={contractId}
      documents={documents}
      settlements={settlements}
      quote={quote}
      busy={busy}
      error={error}
      onContract={(id) => {
        setQuote(null);
        setParams({ contract: String(id) }, { replace: true });
      }}
      onAmount={(currency, minor) => {
        if (minor === null) return setQuote(null);
        client
          .call(api.payments.quote, { currency, amount_minor: minor }, { silent: true })
          .then(setQuote)
          .catch(() => setQuote(null));
      }}
      onUpload={(kind, file) => {
        setError(null);
        uploadDocument(kind, file)
          .then((doc) => setDocuments((list) => [doc, ...list]))
          .catch((e) => setError(messageOf(e)));
      }}
      onSubmit={(input) => {
        setBusy(true);
        setError(null);
        client
          .call(api.payments.applySettlement, { ...input, idempotency_key: newKey() }, { needError: true })
          .then(async () => {
            toast.success(T.submitSettle);
            setDocuments([]);
            setQuote(null);
            await Promise.all([reload(), loadLists()]);
          })
          .catch((e) => setError(messageOf(e)))
          .finally(() => setBusy(false));
      }}
    />
  );
}

/** The operator's sandbox console (the platform's agents). */
export function SandboxConsolePage() {
  const [accounts, setAccounts] = useState<SandboxAccount[]>([]);
  const [denied, setDenied] = useState<string | null>(null);
  const [ready, setReady] = useState(false);
  const [busy, setBusy] = useState(false);
  const load = useCallback(async () => {
    try {
      setAccounts((await client.call(api.payments.sandboxAccounts, {}, { needError: true })).list);
      setDenied(null);
    } catch (error) {
      if (error instanceof ApiError && error.code === CODE.forbidden) setDenied(error.msg);
      else setDenied(messageOf(error));
    } finally {
      setReady(true);
    }
  }, []);
  const active = usePageActive();
  useEffect(() => {
    if (active) void load();
  }, [load, active]);
  const act = (run: () => Promise<unknown>, done: string) => {
    setBusy(true);
    run()
      .then(() => toast.success(done))
      .catch(() => undefined)
      .finally(() => {
        setBusy(false);
        void load();
      });
  };
  if (!ready) return <Loading />;
  return (
    <SandboxConsoleView
      denied={denied}
      accounts={accounts}
      busy={busy}
      onReview={(account_id, approve, reason) =>
        act(
          () => client.call(api.payments.sandboxReview, { account_id, approve, reason }),
          approve ? T.approve : T.refuse,
        )
      }
      onPayment={(input) => act(() => client.call(api.payments.sandboxPayment, input), T.simulate)}
      onSettle={(settlement_id, approve, reason) =>
        act(
          () => client.call(api.payments.sandboxSettle, { settlement_id, approve, reason }),
          approve ? T.complete : T.returnSettlement,
        )
      }
    />
  );
}
