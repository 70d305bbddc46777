import { ApiError, api, type QuotationDetail, type QuotationHeaderInfo } from '@wanju/api-client';
import { useLiveChanges } from '@wanju/app-shell';
import {
  linesWithoutEnglishName,
  type PriceFormula,
  QUOTATION_AUTOSAVE_MS,
  QUOTATION_MSG,
  type QuotationTerms,
  reorder,
} from '@wanju/domain';
import { toast } from '@wanju/ui';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { client } from '../../app/session';
import type { LoadState } from '../catalogue/ListState';
import { ExportAction } from '../export/ExportAction';
import { TradeSyncAction } from '../trade-sync/TradeSyncAction';
import { AddProductsAction } from './AddProductsAction';
import { type ItemPatch, QuotationEditView, type SaveState } from './QuotationEditView';
import { SendDialog } from './SendDialog';

/** The edits not yet saved, merged into one save call. */
interface Pending {
  header: Partial<QuotationHeaderInfo>;
  terms: Partial<QuotationTerms>;
  customer_id?: number | null;
  formula?: PriceFormula;
  items: Map<number, ItemPatch>;
  order?: number[];
  remove: number[];
}
const emptyPending = (): Pending => ({ header: {}, terms: {}, items: new Map(), remove: [] });
const hasPending = (p: Pending) =>
  Object.keys(p.header).length > 0 ||
  Object.keys(p.terms).length > 0 ||
  p.customer_id !== undefined ||
  p.formula !== undefined ||
  p.items.size > 0 ||
  p.order !== undefined ||
  p.remove.length > 0;

/**
 * Container of /edit_quotation/:id and /CompanyQuotationDetail?id=: edits apply at once on screen and are saved
 * QUOTATION_AUTOSAVE_MS after the last one, with the version loaded; leaving the page (closing its tab) saves
 * first. A colleague's save in between refuses ours with the catalogue's message and offers a reload.
 */
export function QuotationEditPage() {
  const params = useParams();
  const [search] = useSearchParams();
  const id = Number(params.id ?? search.get('id') ?? 0);
  const navigate = useNavigate();
  const [state, setState] = useState<LoadState>('loading');
  const [quotation, setQuotation] = useState<QuotationDetail | null>(null);
  const [saveState, setSaveState] = useState<SaveState>('saved');
  const [saveError, setSaveError] = useState<string | null>(null);
  const [customers, setCustomers] = useState<{ id: number; name: string }[]>([]);
  const [rates, setRates] = useState<{ currency: string; name: string; rate: number }[]>([]);
  const [sending, setSending] = useState<null | 'open' | 'busy'>(null);
  const [outbox, setOutbox] = useState(false);
  const pending = useRef<Pending>(emptyPending());
  const version = useRef(0);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  /** the save under way (an addition waits for it: it is checked against the version the save answers) */
  const saving = useRef<Promise<void> | null>(null);

  /** quiet: the quotation stays on screen while it is read again (after products were added) */
  const load = useCallback(
    async (quiet = false) => {
      if (!id) return setState('error');
      if (!quiet) setState('loading');
      try {
        const d = await client.call(api.quotation.getDetail, { id }, { silent: true });
        pending.current = emptyPending();
        version.current = d.version;
        setQuotation(d);
        setSaveState('saved');
        setSaveError(null);
        setState('ready');
      } catch {
        setState('error');
      }
    },
    [id],
  );

  const flush = useCallback(async () => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    const p = pending.current;
    if (!hasPending(p) || !id) return;
    pending.current = emptyPending();
    setSaveState('saving');
    let done = () => {};
    saving.current = new Promise<void>((resolve) => {
      done = resolve;
    });
    try {
      const saved = await client.call(
        api.quotation.save,
        {
          id,
          version: version.current,
          header: Object.keys(p.header).length ? p.header : undefined,
          terms: Object.keys(p.terms).length ? p.terms : undefined,
          customer_id: p.customer_id,
          formula: p.formula as unknown as Record<string, number | string>,
          items: p.items.size ? [...p.items].map(([itemId, patch]) => ({ id: itemId, ...patch })) : undefined,
          order: p.order,
          remove: p.remove.length ? p.remove : undefined,
        },
        { silent: true },
      );
      version.current = saved.version;
      // edits made while saving stay on screen and go with the next save
      if (!hasPending(pending.current)) setQuotation(saved);
      setSaveState(hasPending(pending.current) ? 'dirty' : 'saved');
    } catch (error) {
      const msg = error instanceof ApiError ? error.msg : QUOTATION_MSG.stale;
      setSaveError(msg);
      setSaveState('stale');
      if (!(error instanceof ApiError && error.msg === QUOTATION_MSG.stale)) toast.error(msg);
    } finally {
      done();
      saving.current = null;
    }
  }, [id]);

  const schedule = useCallback(() => {
    setSaveState('dirty');
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(() => void flush(), QUOTATION_AUTOSAVE_MS);
  }, [flush]);

  useEffect(() => {
    void load();
    client
      .call(api.customer.list, { page: 1, page_size: 100 }, { silent: true })
      .then((page) => setCustomers(page.list.map((c) => ({ id: c.id, name: c.name }))))
      .catch(() => undefined);
    client
      .call(api.chooses.getExchangeRate, {}, { silent: true })
      .then((r) => setRates(r.list))
      .catch(() => undefined);
  }, [load]);

  // The customer's decisions and confirmation (or a colleague's save) show at once; edits not yet saved win.
  useLiveChanges(['quotation'], (change) => {
    if (Number(change.id) !== id || hasPending(pending.current)) return;
    client
      .call(api.quotation.getDetail, { id }, { silent: true })
      .then((d) => {
        if (hasPending(pending.current) || d.version < version.current) return;
        version.current = d.version;
        setQuotation(d);
      })
      .catch(() => undefined);
  });

  // the tab closing (the page unmounts) or the browser tab hiding saves first
  useEffect(() => {
    const onHide = () => document.visibilityState === 'hidden' && void flush();
    document.addEventListener('visibilitychange', onHide);
    window.addEventListener('pagehide', onHide);
    return () => {
      document.removeEventListener('visibilitychange', onHide);
      window.removeEventListener('pagehide', onHide);
      void flush();
    };
  }, [flush]);

  const edit = (change: (q: QuotationDetail) => QuotationDetail, record: (p: Pending) => void) => {
    setQuotation((q) => (q ? change(q) : q));
    record(pending.current);
    schedule();
  };

  const current = quotation;
  return (
    <>
      <QuotationEditView
        state={state}
        quotation={quotation}
        saveState={saveState}
        saveError={saveError}
        customers={customers}
        rates={rates}
        onHeader={(patch) =>
          edit(
            (q) => ({ ...q, ...patch }),
            (p) => Object.assign(p.header, patch),
          )
        }
        onTerms={(patch) =>
          edit(
            (q) => ({ ...q, terms: { ...q.terms, ...patch } }),
            (p) => Object.assign(p.terms, patch),
          )
        }
        onCustomer={(customerId) =>
          edit(
            (q) => ({
              ...q,
              customer_id: customerId,
              customer_name: customers.find((c) => c.id === customerId)?.name ?? '',
            }),
            (p) => {
              p.customer_id = customerId;
            },
          )
        }
        onFormula={(formula) =>
          edit(
            (q) => ({ ...q, formula, currency: formula.currency_type }),
            (p) => {
              p.formula = formula;
            },
          )
        }
        onItem={(itemId, patch) =>
          edit(
            (q) => ({ ...q, items: q.items.map((it) => (it.id === itemId ? { ...it, ...patch } : it)) }),
            (p) => p.items.set(itemId, { ...p.items.get(itemId), ...patch }),
          )
        }
        onMove={(itemId, by) =>
          edit(
            (q) => {
              const from = q.items.findIndex((it) => it.id === itemId);
              return { ...q, items: reorder(q.items, from, from + by) };
            },
            (p) => {
              const ids = (current?.items ?? []).map((it) => it.id);
              const from = ids.indexOf(itemId);
              p.order = reorder(ids, from, from + by);
            },
          )
        }
        onRemove={(itemId) =>
          edit(
            (q) => ({ ...q, items: q.items.filter((it) => it.id !== itemId) }),
            (p) => {
              p.remove.push(itemId);
              p.items.delete(itemId);
              if (p.order) p.order = p.order.filter((x) => x !== itemId);
            },
          )
        }
        onRefreshItem={async (itemId) => {
          await flush();
          try {
            const d = await client.call(api.quotation.refreshItems, {
              id,
              version: version.current,
              item_ids: [itemId],
            });
            version.current = d.version;
            setQuotation(d);
          } catch {
            // shown by the client
          }
        }}
        addAction={
          quotation && (
            <AddProductsAction
              quotationId={id}
              number={quotation.number}
              beforeAdd={async () => {
                await saving.current;
                await flush();
                return version.current;
              }}
              onAdded={() => void load(true)}
            />
          )
        }
        onSend={async () => {
          await flush();
          const info = await client.call(api.quotation.getInfo, { id, lang: 'zh' }, { silent: true }).catch(() => null);
          setOutbox(info?.outbox ?? true);
          setSending('open');
        }}
        onPreview={async () => {
          await flush();
          navigate(`/Previewemail?id=${id}`);
        }}
        exportAction={
          <>
            <ExportAction
              source="quotation"
              sourceId={id}
              count={quotation?.items.length ?? 0}
              currency={quotation?.currency}
              sheet={
                quotation
                  ? {
                      lang: quotation.customer_lang,
                      missingEnglish: linesWithoutEnglishName(quotation.items).map((it) => it.name),
                    }
                  : undefined
              }
            />
            <TradeSyncAction source="quotation" sourceId={id} count={quotation?.items.length ?? 0} beforeSync={flush} />
          </>
        }
        onRevoke={async () => {
          await client.call(api.quotation.revokeLink, { id }).catch(() => undefined);
          void load();
        }}
        onCloseQuotation={async (action) => {
          await flush();
          try {
            const d = await client.call(api.quotation.save, { id, version: version.current, action });
            version.current = d.version;
            setQuotation(d);
          } catch {
            // shown by the client
          }
        }}
        onReload={() => void load()}
        onBack={() => navigate('/CompanyQuotation')}
      />
      {quotation && sending && (
        <SendDialog
          isOpen
          onOpenChange={(open) => !open && setSending(null)}
          defaultTo={quotation.customer_email}
          defaultName={quotation.customer_name}
          outbox={outbox}
          isPending={sending === 'busy'}
          onPreview={(lang) => navigate(`/Previewemail?id=${id}&lang=${lang}&draft=1`)}
          onSend={async (form) => {
            setSending('busy');
            try {
              const result = await client.call(api.quotation.sendEmail, {
                id,
                to: form.to,
                name: form.name || undefined,
                lang: form.lang,
                subject: form.subject || undefined,
                body: form.body || undefined,
              });
              if (result.record.status === 1) toast.error(result.message);
              else toast.success(result.message);
              setSending(null);
              void load();
            } catch {
              setSending('open');
            }
          }}
        />
      )}
    </>
  );
}
