import type { ExportRequest } from '@wanju/ui';
import { toast } from '@wanju/ui';
import { QUOTE_TEXT as T } from './messages';

/**
 * The one place the quotation screens start an export (source 'quotation'). The exports area's contract
 * (api-client contract/export.ts) is not in this branch yet: once it is, this calls its export_excel /
 * generate_zip with `{ source: 'quotation', id, ...request }` and follows get_callback.
 */
export async function startQuotationExport(_quotationId: number, _request: ExportRequest): Promise<void> {
  toast.info(T.exportSoon);
}
