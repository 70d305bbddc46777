import { api, type QuotationSummary } from '@wanju/api-client';
import type { LoadState } from '@wanju/app-shell';
import { type QuotationSource, validateIdBatch } from '@wanju/domain';
import { toast } from '@wanju/ui';
import { proxy } from 'valtio';
import { client } from '../../app/session';
import type { QuotationTarget } from './AddToQuotationDialog';
import { ADD_TO_QUOTE_TEXT as T } from './messages';

/** What joins a quotation: products of a search (ids), or a whole cart, comparison or selection list. */
export interface QuotationRequest {
  source: QuotationSource;
  source_id?: number;
  ids?: number[];
  /** how many products, as the dialog's title says */
  count: number;
}

/** Quotations shown per page of the picker. */
export const PICKER_PAGE_SIZE = 10;
/** How long typing pauses before the picker searches. */
const SEARCH_DELAY_MS = 300;

export const addToQuotationState = proxy({
  request: null as QuotationRequest | null,
  state: 'loading' as LoadState,
  quotations: [] as QuotationSummary[],
  keyword: '',
  page: 1,
  total: 0,
  pending: false,
});

/** Every quotation the picker has shown (the chosen one may be on another page than the one on screen). */
const seen = new Map<number, QuotationSummary>();
let searchTimer: ReturnType<typeof setTimeout> | null = null;
let loadCount = 0;

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
  addToQuotationState.keyword = '';
  addToQuotationState.page = 1;
  seen.clear();
  void loadOpenQuotations();
}

export function closeAddToQuotation(): void {
  addToQuotationState.request = null;
}

/** The open quotations on the picker's page that match its search (the newest first). */
export async function loadOpenQuotations(): Promise<void> {
  const mine = ++loadCount;
  addToQuotationState.state = 'loading';
  try {
    const page = await client.call(
      api.quotation.getList,
      {
        page: addToQuotationState.page,
        page_size: PICKER_PAGE_SIZE,
        keyword: addToQuotationState.keyword.trim() || undefined,
        editable: true,
      },
      { silent: true },
    );
    if (mine !== loadCount) return; // a later search answered first
    for (const q of page.list) seen.set(q.id, q);
    addToQuotationState.quotations = page.list;
    addToQuotationState.total = page.total;
    addToQuotationState.state = 'ready';
  } catch {
    if (mine !== loadCount) return;
    addToQuotationState.quotations = [];
    addToQuotationState.total = 0;
    addToQuotationState.state = 'error';
  }
}

/** The search as typed: the first page of its matches, once typing pauses. */
export function searchQuotations(keyword: string): void {
  addToQuotationState.keyword = keyword;
  addToQuotationState.page = 1;
  if (searchTimer) clearTimeout(searchTimer);
  searchTimer = setTimeout(() => void loadOpenQuotations(), SEARCH_DELAY_MS);
}

export function pageQuotations(page: number): void {
  addToQuotationState.page = page;
  void loadOpenQuotations();
}

/** Adds the products; answers the quotation's id when a new one was made (the caller opens it). */
export async function addToQuotation(target: QuotationTarget): Promise<number | null> {
  const request = addToQuotationState.request;
  if (!request) return null;
  const existing = target === 'new' ? undefined : seen.get(target);
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
