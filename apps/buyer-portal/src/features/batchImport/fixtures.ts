import type { ImportJobInfo, ImportRowItem, ImportUpload } from '@wanju/api-client';
import type { ImportWizardViewProps } from '@wanju/app-shell';

/** Story fixtures of the company library's batch import. */
export const libraryUpload: ImportUpload = {
  upload_id: '00000000-0000-4000-8000-000000000011',
  file_name: '公司产品库.xlsx',
  columns: [
    { column: 1, header: '货号', samples: ['HQ-2001', 'HQ-2002'] },
    { column: 2, header: '中文品名', samples: ['合金回力车', '毛绒小熊'] },
    { column: 3, header: '单价', samples: ['18.5', '9.9'] },
  ],
  suggested: { article_number: 1, name: 2, exworks_price: 3 },
  embedded_pictures: 2,
  zip_pictures: 0,
};

export const picturesJob = (patch: Partial<ImportJobInfo> = {}): ImportJobInfo => ({
  id: '00000000-0000-4000-8000-000000000012',
  status: 'done',
  progress: 100,
  file_name: '产品图片.zip',
  total: 20,
  created: 0,
  updated: 19,
  refused: 1,
  error: '',
  report_url: '/import_reports/y',
  created_time: '2026-11-25 10:00:00',
  channel: 'user:1',
  ...patch,
});

export const picturesRefused: ImportRowItem[] = [
  { row: 7, article_number: 'hq-9999', outcome: 'refused', message: '产品库中没有该货号的产品', product_id: null },
];

const noop = () => undefined;
export const wizardProps = (patch: Partial<ImportWizardViewProps> = {}): ImportWizardViewProps => ({
  step: 'upload',
  upload: null,
  mappings: [],
  job: null,
  refused: [],
  onUpload: noop,
  onStart: noop,
  onRestart: noop,
  ...patch,
});
