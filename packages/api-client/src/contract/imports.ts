import {
  CATEGORY_ID_MAX,
  CATEGORY_ID_MIN,
  IMPORT_LIMITS,
  IMPORT_OUTCOMES,
  type ImportField,
  type ImportMapping,
  type ImportOutcome,
  type JobStatus,
} from '@wanju/domain';
// A namespace import lets bundlers drop the parts of zod (locales, JSON schema …) the contract never uses.
import * as z from 'zod';
import type { Page } from '../envelope';
import { empty, endpoint, int, paging, str } from './define';

/**
 * Where imported rows go: a factory's products, a trading company's product library, or (pictures only, a zip
 * without a sheet) the pictures of the library's products matched by item number.
 */
export const IMPORT_TARGETS = ['factory_product', 'company_product', 'company_picture'] as const;
export type ImportTarget = (typeof IMPORT_TARGETS)[number];

export interface ImportColumnInfo {
  /** 1-based column of the sheet */
  column: number;
  header: string;
  /** the first values under the header */
  samples: string[];
}

/** What an upload answers: the sheet's columns for the mapping step. */
export interface ImportUpload {
  upload_id: string;
  file_name: string;
  columns: ImportColumnInfo[];
  suggested: ImportMapping;
  /** the fields this target's mapping must fill (the category may be filled by a default instead) */
  required?: ImportField[];
  /** the row the header was found on (titles and supplier details above it are skipped) */
  header_row?: number;
  /** pictures embedded in the sheet */
  embedded_pictures: number;
  /** pictures in the zip that name an article number */
  zip_pictures: number;
}

export interface ImportJobInfo {
  id: string;
  status: JobStatus;
  progress: number;
  file_name: string;
  total: number;
  created: number;
  updated: number;
  refused: number;
  /** the failure, in Chinese ('' otherwise) */
  error: string;
  /** a signed link to the xlsx report once the job is done ('' before) */
  report_url: string;
  created_time: string;
  /** the realtime channel that hears this job's progress */
  channel: string;
}

export interface ImportRowItem {
  row: number;
  article_number: string;
  outcome: ImportOutcome;
  message: string;
  product_id: number | null;
}

export interface ImportMappingItem {
  id: number;
  name: string;
  mapping: ImportMapping;
}

const mapping = z.record(str(40), int(1, IMPORT_LIMITS.columns));
const uploadId = str(64).regex(/^[0-9a-f-]{36}$/);

/** The shared batch import: upload, map columns, run as a job, read the per-row report. */
export const imports = {
  /** Multipart: `file` (.xlsx, pictures embedded or not), optional `pictures` (.zip named by article number), `target`; a pictures-only target takes the zip alone. */
  upload: endpoint<ImportUpload>()('/api/import/upload', empty),
  start: endpoint<ImportJobInfo>()(
    '/api/import/start',
    z.object({
      upload_id: uploadId,
      target: z.enum(IMPORT_TARGETS),
      mapping,
      publish: z.boolean().default(true),
      /** one value for every row the sheet leaves empty: a category */
      defaults: z.object({ category_id: int(CATEGORY_ID_MIN, CATEGORY_ID_MAX).optional() }).optional(),
      /** saves the mapping under this name for the next file */
      save_as: str(IMPORT_LIMITS.mappingName).optional(),
    }),
  ),
  getJob: endpoint<ImportJobInfo>()('/api/import/get_job', z.object({ id: uploadId })),
  getJobs: endpoint<Page<ImportJobInfo>>()(
    '/api/import/get_jobs',
    z.object({ ...paging, target: z.enum(IMPORT_TARGETS) }),
  ),
  getRows: endpoint<Page<ImportRowItem>>()(
    '/api/import/get_rows',
    z.object({ id: uploadId, ...paging, outcome: z.enum(IMPORT_OUTCOMES).optional() }),
  ),
  getMappings: endpoint<{ list: ImportMappingItem[] }>()(
    '/api/import/get_mappings',
    z.object({ target: z.enum(IMPORT_TARGETS) }),
  ),
  deleteMapping: endpoint<null>()('/api/import/delete_mapping', z.object({ id: int(1) })),
} as const;
