import type { ColumnType, Generated } from 'kysely';
import type { Def, Timestamp } from '../columns';

/** Migration 023: imports, their rows and saved column mappings. */

export interface ImportsTable {
  id: string;
  target: string;
  user_id: number;
  company_id: number | null;
  owner_id: number;
  file_name: string;
  file_key: string;
  zip_key: string | null;
  column_count: Def<number>;
  mapping: ColumnType<unknown, string | null | undefined, string | null>;
  /** the mapping step's defaults (ImportDefaults) */
  defaults: ColumnType<unknown, string | undefined, string>;
  publish: Def<boolean>;
  job_id: string | null;
  total: Def<number>;
  report_key: string | null;
  created_at: Timestamp;
}

export interface ImportRowsTable {
  import_id: string;
  row_no: number;
  article_number: Def<string>;
  outcome: string;
  message: Def<string>;
  product_id: number | null;
}

export interface ImportMappingsTable {
  id: Generated<number>;
  target: string;
  company_id: number | null;
  user_id: number;
  name: string;
  mapping: ColumnType<unknown, string, string>;
  created_at: Timestamp;
}

export interface ImportTables {
  imports: ImportsTable;
  import_rows: ImportRowsTable;
  import_mappings: ImportMappingsTable;
}
