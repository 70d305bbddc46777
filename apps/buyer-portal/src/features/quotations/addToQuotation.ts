import { api, type QuotationSummary } from '@wanju/api-client';
import type { LoadState } from '@wanju/app-shell';
import { isQuotationEditable, type QuotationSource, validateIdBatch } from '@wanju/domain';
import { toast } from '@wanju/ui';
import { proxy } from 'valtio';
import { client } from '../../app/session';
import type { QuotationTarget } from './AddToQuotationDialog';
import { ADD_TO_QUOTE_TEXT as T } from './messages';

/** What joins a quotation: products of a search (ids), or a whole comparison or selection list. */
export interface QuotationRequest {
  source: QuotationSource;
  source_id?: number;
  ids?: number[];
  /** how many products, as the dialog's title says */
  count: number;
}

export const addToQuotationState = proxy({
  request: null as QuotationRequest | null,
  state: 'loading' as LoadState,
  quotations: [] as QuotationSummary[],
  pending: false,
});

/** Asks which quotation the products join (an open one, or a new one). */
export function openAddToQuotation(request: QuotationRequest): void {
  if (request.ids) {
    const refusal = validateIdBatch(request.ids);
    if (refusal) {
      toast.error(request.ids.length === 0 ? T.noProducts : refusal);
      return;
    }
  } else if (request.count === 0) {
    toast.error(T.noProducts);
    return;
  }
  addToQuotationState.request = request;
  void loadOpenQuotations();
}

export function closeAddToQuotation(): void {
  addToQuotationState.request = null;
}

export async function loadOpenQuotations(): Promise<void> {
  addToQuotationState.state = 'loading';
  try {
    const page = await client.call(api.quotation.getList, { page: 1, page_size: 50 }, { silent: true });
    addToQuotationState.quotations = page.list.filter((q) => isQuotationEditable(q.status));
    addToQuotationState.state = 'ready';
  } catch {
    addToQuotationState.quotations = [];
    addToQuotationState.state = 'error';
  }
}

/** Adds the products; answers the quotation's id when a new one was made (the caller opens it). */
export async function addToQuotation(target: QuotationTarget): Promise<number | null> {
  const request = addToQuotationState.request;
  if (!request) return null;
  const existing = target === 'new' ? undefined : addToQuotationState.quotations.find((q) => q.id === target);
  addToQuotationState.pending = true;
  try {
    const result = await client.call(api.quotation.addQuotation, {
      source: request.source,
      source_id: request.source_id,
      ids: request.ids,
      ...(existing ? { quotation_id: existing.id, version: existing.version } : {}),
    });
    addToQuotationState.request = null;
    if (existing) {
      toast.success(T.added(result.number, result.added, result.existing));
      return null;
    }
    toast.success(T.created(result.number));
    return result.id;
  } finally {
    addToQuotationState.pending = false;
  }
}
