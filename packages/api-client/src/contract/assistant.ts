import { ASSISTANT_LIMITS, type JobStatus, type QuestionFilters, SHEET_FIELDS, type SheetField } from '@wanju/domain';
// A namespace import lets bundlers drop the parts of zod (locales, JSON schema …) the contract never uses.
import * as z from 'zod';
import type { Page } from '../envelope';
import type { ToyItem } from './catalogue';
import { empty, endpoint, int, list, paging, str } from './define';
import type { FactoryItem } from './factory';

/** The AI assistant's tools that keep a history: the Excel assistant and the Q&A. */
export const ASSISTANT_TOOLS = ['excel', 'ask'] as const;
export type AssistantTool = (typeof ASSISTANT_TOOLS)[number];

export interface AssistantStatus {
  /** a language model is configured (AI_PROVIDER_URL …): free-form answers are available */
  provider: boolean;
  /** the configured model's name ('' none) */
  model: string;
}

export interface SheetColumn {
  /** 1-based column of the sheet */
  column: number;
  header: string;
  samples: string[];
  field: SheetField | null;
  /** 0–100 */
  confidence: number;
}

export interface SheetOutput {
  file_name: string;
  /** a signed link to the import-ready xlsx */
  download_url: string;
  rows: number;
  refused: number;
  pictures: number;
  headers: string[];
  /** the first rows of the import-ready sheet, as shown */
  preview: string[][];
  /** per source row: why a cell was left empty, converted or the row skipped */
  notes: { row: number; message: string }[];
}

/** An Excel assistant job: the analysis of an upload, or the import-ready sheet built from it. */
export interface SheetJob {
  id: string;
  stage: 'analyze' | 'build';
  status: JobStatus;
  progress: number;
  /** the failure, in Chinese ('' otherwise) */
  error: string;
  file_name: string;
  created_time: string;
  /** the realtime channel that hears this job */
  channel: string;
  /** the analysis a build started from ('' for an analysis) */
  source_id: string;
  analysis: {
    header_row: number;
    first_row: number;
    rows: number;
    pictures: number;
    columns: SheetColumn[];
  } | null;
  output: SheetOutput | null;
}

/** What an answer used, numbered as the answer cites it ([1], [2] …). */
export interface AnswerSource {
  n: number;
  kind: 'help' | 'product' | 'factory';
  /** the product or factory id, or the help article's slug */
  ref: string;
  title: string;
  /** where the card links ('/product/12', '/factory_detail/3', '/help#member') */
  link: string;
}

export interface AssistantAnswer {
  id: string;
  question: string;
  status: JobStatus;
  progress: number;
  error: string;
  created_time: string;
  channel: string;
  result: {
    filters: QuestionFilters;
    /** what the parser understood, in Chinese ('' nothing) */
    understood: string;
    /** the answer's text: the model's (citing [n]) or the platform's own summary */
    text: string;
    provider_used: boolean;
    /** why the model did not answer ('' it did or none was asked) */
    provider_note: string;
    help: { slug: string; title: string; text: string }[];
    products: ToyItem[];
    factories: FactoryItem[];
    total: number;
    sources: AnswerSource[];
    /** the sources the text cites */
    cited: number[];
    /** the full search with the same filters ('' none) */
    search_link: string;
  } | null;
}

export interface AssistantHistoryItem {
  id: string;
  tool: AssistantTool;
  /** the question, or the sheet's file name */
  title: string;
  status: JobStatus;
  created_time: string;
}

const jobId = str(64).regex(/^[0-9a-f-]{36}$/);
const field = z.enum(SHEET_FIELDS as unknown as [SheetField, ...SheetField[]]);

/** The AI assistant: the Excel assistant (/excel) and the Q&A (/xiaoniaoAIproblem). */
export const assistant = {
  status: endpoint<AssistantStatus>()('/api/assistant/status', empty),
  /** Multipart: `file`, a supplier's price list (.xlsx) in any layout; answers the queued analysis. */
  excelUpload: endpoint<SheetJob>()('/api/assistant/excel_upload', empty),
  excelJob: endpoint<SheetJob>()('/api/assistant/excel_job', z.object({ id: jobId })),
  /** The corrected mapping → a job that builds the import-ready sheet (computed columns as asked). */
  excelBuild: endpoint<SheetJob>()(
    '/api/assistant/excel_build',
    z.object({
      id: jobId,
      mapping: list(z.object({ column: int(1, 200), field }), 60),
      computed: z.object({ cbm: z.boolean(), cuft: z.boolean(), quote: z.boolean() }),
    }),
  ),
  ask: endpoint<AssistantAnswer>()('/api/assistant/ask', z.object({ question: str(ASSISTANT_LIMITS.question) })),
  answer: endpoint<AssistantAnswer>()('/api/assistant/answer', z.object({ id: jobId })),
  history: endpoint<Page<AssistantHistoryItem>>()(
    '/api/assistant/history',
    z.object({ ...paging, tool: z.enum(ASSISTANT_TOOLS) }),
  ),
} as const;
