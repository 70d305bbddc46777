import type { ImportJobInfo, ImportMappingItem, ImportRowItem, ImportUpload } from '@wanju/api-client';
import {
  CATEGORIES,
  IMPORT_MAPPED_FIELDS,
  IMPORT_MSG,
  IMPORT_REQUIRED,
  type ImportDefaults,
  type ImportMapping,
  mappedLabel,
  mappingRefusal,
} from '@wanju/domain';
import { Box, Button, Checkbox, FileInput, Link, ProgressBar, Select, TextField } from '@wanju/ui';
import { useEffect, useState } from 'react';
import { IMPORT_TEXT as T } from './messages';

export type ImportStep = 'upload' | 'mapping' | 'progress' | 'report';

/** 'sheet': an Excel (pictures embedded or in a zip) with a mapping step; 'pictures': a zip of pictures alone. */
export type ImportMode = 'sheet' | 'pictures';

export interface ImportWizardViewProps {
  step: ImportStep;
  mode?: ImportMode;
  /** the heading (the screen's name) */
  title?: string;
  /** offers "publish what may be published" (a factory's products; a company's library has no publishing) */
  publishOption?: boolean;
  /** the refusal of the last upload or start, in Chinese */
  error?: string | null;
  busy?: boolean;
  upload: ImportUpload | null;
  mappings: readonly ImportMappingItem[];
  job: ImportJobInfo | null;
  refused: readonly ImportRowItem[];
  /** the Excel (null in the pictures mode) and the zip */
  onUpload: (excel: File | null, pictures: File | null) => void;
  /** `defaults` only when one was chosen (a category for the rows without one) */
  onStart: (mapping: ImportMapping, publish: boolean, saveAs: string | null, defaults?: ImportDefaults) => void;
  onRestart: () => void;
}

const NONE = 'none';
const clean = (mapping: ImportMapping): ImportMapping =>
  Object.fromEntries(Object.entries(mapping).filter(([, v]) => !!v)) as ImportMapping;

/** The batch import: upload → column mapping (saved mappings) → progress → per-row report with its xlsx. */
export function ImportWizardView(props: ImportWizardViewProps) {
  const pictures = props.mode === 'pictures';
  const order: ImportStep[] = pictures ? ['upload', 'progress', 'report'] : ['upload', 'mapping', 'progress', 'report'];
  const index = order.indexOf(props.step);
  const title = props.title ?? T.title;
  return (
    <Box as="section" aria-label={title} display="flex" flexDirection="column" gap="md" padding="lg">
      <Box as="h1" fontSize="xl" fontWeight="bold">
        {title}
      </Box>
      <Box as="ol" display="flex" gap="lg" padding="none" margin="none" aria-label={title}>
        {(pictures ? T.pictureSteps : T.steps).map((name, i) => (
          <Box
            as="li"
            key={name}
            aria-current={i === index ? 'step' : undefined}
            fontWeight={i === index ? 'bold' : 'regular'}
            color={i === index ? 'primary' : 'textSecondary'}
            style={{ listStyle: 'none' }}
          >
            {T.step(i + 1, name)}
          </Box>
        ))}
      </Box>
      {props.error && (
        <Box role="alert" color="danger" fontWeight="bold">
          {props.error}
        </Box>
      )}
      {props.step === 'upload' && (pictures ? <PicturesUploadStep {...props} /> : <UploadStep {...props} />)}
      {props.step === 'mapping' && props.upload && <MappingStep {...props} upload={props.upload} />}
      {(props.step === 'progress' || props.step === 'report') && props.job && <JobStep {...props} job={props.job} />}
    </Box>
  );
}

function UploadStep({ onUpload, busy }: ImportWizardViewProps) {
  const [excel, setExcel] = useState<File | null>(null);
  const [zip, setZip] = useState<File | null>(null);
  return (
    <Box display="flex" flexDirection="column" gap="md" style={{ maxWidth: 560 }}>
      <FileInput label={T.excel} hint={T.excelHint} accept=".xlsx" onFiles={(f) => setExcel(f[0] ?? null)} />
      {excel && <Box>{T.chosen(excel.name)}</Box>}
      <FileInput label={T.zip} hint={T.zipHint} accept=".zip" onFiles={(f) => setZip(f[0] ?? null)} />
      {zip && <Box>{T.chosen(zip.name)}</Box>}
      <Button variant="primary" isDisabled={!excel || busy} onPress={() => excel && onUpload(excel, zip)}>
        {busy ? T.uploading : T.upload}
      </Button>
    </Box>
  );
}

function PicturesUploadStep({ onUpload, busy }: ImportWizardViewProps) {
  const [zip, setZip] = useState<File | null>(null);
  return (
    <Box display="flex" flexDirection="column" gap="md" style={{ maxWidth: 560 }}>
      <FileInput label={T.zipOnly} hint={T.zipOnlyHint} accept=".zip" onFiles={(f) => setZip(f[0] ?? null)} />
      {zip && <Box>{T.chosen(zip.name)}</Box>}
      <Button variant="primary" isDisabled={!zip || busy} onPress={() => zip && onUpload(null, zip)}>
        {busy ? T.uploading : T.uploadPictures}
      </Button>
    </Box>
  );
}

function MappingStep({
  upload,
  mappings,
  onStart,
  onRestart,
  busy,
  publishOption = true,
}: ImportWizardViewProps & { upload: ImportUpload }) {
  const [mapping, setMapping] = useState<ImportMapping>(upload.suggested);
  const [saved, setSaved] = useState<number | null>(null);
  const [publish, setPublish] = useState(publishOption);
  const [saveAs, setSaveAs] = useState('');
  const [tried, setTried] = useState(false);
  const [category, setCategory] = useState<number | null>(null);
  const required = upload.required ?? IMPORT_REQUIRED;
  const defaults: ImportDefaults = category ? { category_id: category } : {};
  const refusal = mappingRefusal(clean(mapping), upload.columns.length, { required, defaults });
  const categoryMissing = required.includes('category_id') && !mapping.category_id && !category;
  const columns = [
    { id: NONE, name: T.notImported },
    ...upload.columns.map((c) => ({ id: c.column, name: `${c.column}. ${c.header || '（空）'}` })),
  ];
  return (
    <Box display="flex" flexDirection="column" gap="md">
      <Box>{T.file(upload.file_name, upload.embedded_pictures, upload.zip_pictures)}</Box>
      {mappings.length > 0 && (
        <Select
          label={T.savedMappings}
          items={[{ id: NONE, name: T.noSavedMapping }, ...mappings.map((m) => ({ id: m.id, name: m.name }))]}
          selectedKey={saved ?? NONE}
          onSelectionChange={(k) => {
            const chosen = mappings.find((m) => m.id === k);
            setSaved(chosen ? chosen.id : null);
            setMapping(chosen ? chosen.mapping : upload.suggested);
          }}
        />
      )}
      <Box display="grid" gap="sm" style={{ gridTemplateColumns: 'repeat(auto-fill, minmax(260px, 1fr))' }}>
        {IMPORT_MAPPED_FIELDS.map((field) => {
          const column = mapping[field];
          const sample = upload.columns.find((u) => u.column === column)?.samples ?? [];
          return (
            <Box key={field} display="flex" flexDirection="column" gap="xs">
              <Select
                label={mappedLabel(field)}
                isRequired={(required as readonly string[]).includes(field)}
                items={columns}
                selectedKey={column ?? NONE}
                onSelectionChange={(k) => setMapping((m) => ({ ...m, [field]: k === NONE ? undefined : Number(k) }))}
              />
              <Box fontSize="sm" color="textSecondary">
                {T.samples(sample)}
              </Box>
              {field === 'category_id' && required.includes('category_id') && (
                <>
                  <Select
                    label={T.defaultCategory}
                    items={[{ id: NONE, name: T.noDefault }, ...CATEGORIES.map((c) => ({ id: c.id, name: c.name }))]}
                    selectedKey={category ?? NONE}
                    onSelectionChange={(k) => setCategory(k === NONE ? null : Number(k))}
                  />
                  {categoryMissing && (
                    <Box fontSize="sm" color="danger">
                      {IMPORT_MSG.categoryRequired}
                    </Box>
                  )}
                </>
              )}
            </Box>
          );
        })}
      </Box>
      {publishOption && (
        <Checkbox isSelected={publish} onChange={setPublish}>
          {T.publish}
        </Checkbox>
      )}
      <TextField label={T.saveAs} value={saveAs} maxLength={30} onChange={setSaveAs} />
      {tried && refusal && (
        <Box role="alert" color="danger">
          {refusal}
        </Box>
      )}
      <Box display="flex" gap="md">
        <Button onPress={onRestart}>{T.back}</Button>
        <Button
          variant="primary"
          isDisabled={busy}
          onPress={() => {
            setTried(true);
            if (refusal) return;
            if (category) onStart(clean(mapping), publish, saveAs.trim() || null, defaults);
            else onStart(clean(mapping), publish, saveAs.trim() || null);
          }}
        >
          {T.start}
        </Button>
      </Box>
    </Box>
  );
}

function JobStep({ job, refused, onRestart }: ImportWizardViewProps & { job: ImportJobInfo }) {
  const [announced, setAnnounced] = useState('');
  useEffect(() => {
    if (job.status === 'done') setAnnounced(IMPORT_MSG.done(job.created, job.updated, job.refused));
  }, [job]);
  return (
    <Box display="flex" flexDirection="column" gap="md" style={{ maxWidth: 720 }}>
      <Box fontWeight="bold">{job.file_name}</Box>
      <ProgressBar
        label={T.progress}
        value={job.progress}
        tone={job.status === 'failed' ? 'danger' : job.status === 'done' ? 'success' : 'primary'}
      />
      {job.status === 'queued' && <Box color="textSecondary">{T.waiting}</Box>}
      <Box role="status">
        {job.status === 'done' ? announced : T.counts(job.total, job.created, job.updated, job.refused)}
      </Box>
      {job.status === 'failed' && (
        <Box role="alert" color="danger" fontWeight="bold">
          {T.failed}：{job.error}
        </Box>
      )}
      {job.status === 'done' && job.report_url && (
        <Link href={job.report_url} download>
          {T.download}
        </Link>
      )}
      {refused.length > 0 && (
        <>
          <Box as="h2" fontWeight="bold">
            {T.refusedRows}
          </Box>
          <Box
            as="ul"
            display="flex"
            flexDirection="column"
            gap="xs"
            padding="none"
            margin="none"
            aria-label={T.refusedRows}
          >
            {refused.map((r) => (
              <Box as="li" key={r.row} style={{ listStyle: 'none' }}>
                {T.rowLine(r.row, r.article_number, r.message)}
              </Box>
            ))}
          </Box>
        </>
      )}
      {(job.status === 'done' || job.status === 'failed') && (
        <Box>
          <Button onPress={onRestart}>{T.again}</Button>
        </Box>
      )}
    </Box>
  );
}
