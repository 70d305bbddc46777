/**
 * The one reader of uploaded spreadsheets: the batch import (a factory's products, a company's library), the
 * Excel assistant and the Excel search read their sheets through this file. The rules (synonyms, where the
 * header is, combined sizes, pictures by row, required fields) are the domain's (packages/domain columns.ts).
 */
export { Sheet, type SheetRow, type SheetTable } from './reader';
export { type ReadStats, readSheet, type SheetRow as SearchRow, searchColumns } from './search';
