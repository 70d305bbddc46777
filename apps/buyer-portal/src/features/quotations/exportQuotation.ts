import type { ExportRequest } from '@wanju/ui';
import { toast } from '@wanju/ui';
import { QUOTE_TEXT as T } from './messages';

/**
 * The one place the quotation screens start an export. The exports area's contract (api-client
 * contract/export.ts, branch exports) is not in this branch yet; once both are merged this becomes
 * `client.call(api.exports.exportExcel, { source: 'quotation', source_id: quotationId, format: request.format,
 * settings: request.settings })` followed by get_callback at `poll_interval` (the server side reads the lines
 * through quotations/index `quotationForExport`).
 */
export async function startQuotationExport(_quotationId: number, _request: ExportRequest): Promise<void> {
  toast.info(T.exportSoon);
}
