import { AI_DATA_MODULES, type AiDataModule } from '@wanju/domain';

/** The record a tool was opened from (a library product, a cart line, a quotation item): its result goes back there. */
export interface AiRecord {
  module: AiDataModule;
  id: number;
  /** the record's picture the tool starts from */
  picture: string;
  /** how the page names the record (item number and name) */
  label: string;
}

/** The tools a record's picture may be taken to, with their routes. */
export const RECORD_TOOLS = [
  { path: '/cutout', name: 'AI抠图' },
  { path: '/smartcrop', name: 'AI裁图' },
  { path: '/xiaoniaoAIremove', name: 'AI消除' },
] as const;
export type RecordToolPath = (typeof RECORD_TOOLS)[number]['path'];

const PICTURE = /^\/files\/[0-9a-f]{32}(?:_s)?\.jpg$/;

/** The address of a tool opened on a record's picture (the large picture, not its thumbnail). */
export function aiRecordHref(path: RecordToolPath, record: AiRecord): string {
  const query = new URLSearchParams({
    module: record.module,
    id: String(record.id),
    picture: record.picture.replace(/_s\.jpg$/, '.jpg'),
    label: record.label,
  });
  return `${path}?${query.toString()}`;
}

/** The record a tool page was opened for, from its address; null when none (or not one of ours). */
export function aiRecordOf(params: URLSearchParams): AiRecord | null {
  const module = params.get('module') as AiDataModule | null;
  const id = Number(params.get('id'));
  const picture = params.get('picture') ?? '';
  if (!module || !AI_DATA_MODULES.includes(module) || !Number.isInteger(id) || id <= 0 || !PICTURE.test(picture))
    return null;
  return { module, id, picture, label: (params.get('label') ?? '').slice(0, 100) };
}
