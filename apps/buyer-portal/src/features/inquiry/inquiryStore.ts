import { ApiError, api, errorMessage } from '@wanju/api-client';
import { type InquiryDraft, inquiryLines } from '@wanju/domain';
import { toast } from '@wanju/ui';
import { proxy } from 'valtio';
import { client } from '../../app/session';
import type { InquiryFormLine } from './InquiryFormView';
import { INQUIRY_FORM_TEXT } from './messages';

/** The inquiry form's state: open for some products (from a product, the cart, the comparison, a search result). */
export const inquiryState = proxy<{
  lines: InquiryFormLine[] | null;
  pending: boolean;
  error: string | null;
  /** bumped on each opening, so the form starts afresh */
  serial: number;
}>({ lines: null, pending: false, error: null, serial: 0 });

/** Opens the form; quantities start from the cart's (at least one carton). */
export function openInquiry(products: readonly (Omit<InquiryFormLine, 'quantity'> & { quantity?: number })[]): void {
  if (!products.length) return;
  const quantities = new Map(inquiryLines(products).map((l) => [l.toy_id, l.quantity]));
  const seen = new Set<number>();
  inquiryState.lines = products
    .filter((p) => !seen.has(p.toy_id) && seen.add(p.toy_id))
    .map((p) => ({ ...p, quantity: quantities.get(p.toy_id) ?? 1 }));
  inquiryState.error = null;
  inquiryState.serial += 1;
}

export function closeInquiry(): void {
  inquiryState.lines = null;
}

/** Sends the form (batch_inquiry): one inquiry per factory with every value filled in. */
export async function submitInquiry(draft: InquiryDraft): Promise<void> {
  inquiryState.pending = true;
  inquiryState.error = null;
  try {
    const { list } = await client.call(
      api.inquiry.batchInquiry,
      {
        lines: draft.lines.map((l) => ({
          toy_id: l.toy_id,
          quantity: l.quantity,
          target_price: l.target_price ?? null,
        })),
        currency: draft.currency,
        remark: draft.remark,
        deadline: draft.deadline || undefined,
        sample_needed: draft.sample_needed,
      },
      { needError: true },
    );
    toast.success(INQUIRY_FORM_TEXT.sent(list.length));
    inquiryState.lines = null;
  } catch (e) {
    if (!(e instanceof ApiError)) throw e;
    inquiryState.error = errorMessage(e);
  } finally {
    inquiryState.pending = false;
  }
}
