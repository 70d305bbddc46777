import { IMPORT_MSG, IMPORT_OUTCOME_LABELS, IMPORT_REPORT_HEADERS, type ImportOutcome } from '@wanju/domain';
import ExcelJS from 'exceljs';
import { tempFile } from './files';
import type { Db } from './repo';
import * as repo from './repo';

/**
 * The per-row report as an xlsx (row, article number, outcome, remark), written by exceljs's streaming writer
 * from the stored report lines page by page, so a report of many rows holds only a page in memory.
 */
export async function writeReport(db: Db, importId: string): Promise<string> {
  const file = tempFile('report.xlsx');
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ filename: file, useSharedStrings: false });
  const sheet = workbook.addWorksheet(IMPORT_MSG.reportTitle);
  sheet.columns = [
    { header: IMPORT_REPORT_HEADERS[0], width: 8 },
    { header: IMPORT_REPORT_HEADERS[1], width: 20 },
    { header: IMPORT_REPORT_HEADERS[2], width: 10 },
    { header: IMPORT_REPORT_HEADERS[3], width: 60 },
  ];
  let after = 0;
  for (;;) {
    const lines = await repo.rowsAfter(db, importId, after, 2000);
    for (const line of lines)
      sheet
        .addRow([line.row_no, line.article_number, IMPORT_OUTCOME_LABELS[line.outcome as ImportOutcome], line.message])
        .commit();
    if (lines.length < 2000) break;
    after = (lines.at(-1) as { row_no: number }).row_no;
  }
  sheet.commit();
  await workbook.commit();
  return file;
}
