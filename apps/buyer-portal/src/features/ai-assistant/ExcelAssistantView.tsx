import type { AssistantHistoryItem, SheetColumn, SheetJob } from '@wanju/api-client';
import { ImportWizardView, type ImportWizardViewProps } from '@wanju/app-shell';
import { type ComputedColumns, SHEET_FIELDS, type SheetField, type SheetMapping } from '@wanju/domain';
import { Badge, Button, Checkbox, FileInput, Link, ProgressBar, Select, Table, type TableColumn } from '@wanju/ui';
import { useState } from 'react';
import * as styles from './Assistant.css';
import { AI_TEXT as T } from './messages';

/** The field choices of the mapping: every field the assistant knows, or none. */
const FIELD_OPTIONS = [{ id: '', name: T.noField }, ...SHEET_FIELDS.map((f) => ({ id: f, name: T.fieldLabel(f) }))];

const letters = (column: number) => {
  let s = '';
  for (let n = column; n > 0; n = Math.floor((n - 1) / 26)) s = String.fromCharCode(65 + ((n - 1) % 26)) + s;
  return s;
};

export interface ExcelAssistantViewProps {
  /** the analysis (or null before an upload) */
  analysis: SheetJob | null;
  /** the import-ready sheet being built or built (null before) */
  build: SheetJob | null;
  /** the user's mapping (column → field), starting from the analysis' guess */
  mapping: SheetMapping;
  computed: ComputedColumns;
  /** a refusal or failure, in Chinese */
  error: string | null;
  busy: boolean;
  history: AssistantHistoryItem[];
  /** whether the user may import into the company's product library */
  mayImport: boolean;
  /** the shared import wizard over the built sheet (null: not importing) */
  wizard: ImportWizardViewProps | null;
  onUpload: (file: File) => void;
  onMappingChange: (column: number, field: SheetField | null) => void;
  onComputedChange: (computed: ComputedColumns) => void;
  onBuild: () => void;
  onImport: () => void;
  onRemap: () => void;
  onRestart: () => void;
  onOpenHistory: (id: string) => void;
  onCloseImport: () => void;
}

function Progress({ job, label }: { job: SheetJob; label: string }) {
  return (
    <ProgressBar
      label={job.status === 'queued' ? T.queued : label}
      value={job.progress}
      hideValue={job.status === 'queued'}
    />
  );
}

/** /excel: a supplier's price list in any layout → the mapping to correct → an import-ready sheet or the library. */
export function ExcelAssistantView(props: ExcelAssistantViewProps) {
  const { analysis, build, error, wizard } = props;
  const analysed = analysis?.status === 'done' ? analysis.analysis : null;
  return (
    <section className={styles.page} aria-labelledby="excel-assistant-title">
      <h1 id="excel-assistant-title" className={styles.title}>
        {T.excelTitle}
      </h1>
      <p className={styles.intro}>{T.excelIntro}</p>
      <div className={styles.layout}>
        <div className={styles.main}>
          {error && (
            <p className={styles.error} role="alert">
              {error}
            </p>
          )}
          {wizard ? (
            <div className={styles.panel}>
              <ImportWizardView {...wizard} />
              <div className={styles.actions}>
                <Button variant="ghost" onPress={props.onCloseImport}>
                  {T.backToResult}
                </Button>
              </div>
            </div>
          ) : !analysis || analysis.status === 'failed' ? (
            <UploadPanel {...props} />
          ) : !analysed ? (
            <div className={styles.panel}>
              <p className={styles.hint}>{analysis.file_name}</p>
              <Progress job={analysis} label={T.analyzing} />
            </div>
          ) : build && build.status !== 'failed' ? (
            <BuildPanel {...props} build={build} />
          ) : (
            <MappingPanel
              {...props}
              columns={analysed.columns}
              summary={T.found(analysed.header_row, analysed.rows, analysed.pictures)}
            />
          )}
        </div>
        <aside className={styles.side} aria-labelledby="excel-history-title">
          <h2 id="excel-history-title" className={styles.subtitle}>
            {T.history}
          </h2>
          {props.history.length ? (
            <ul className={styles.list}>
              {props.history.map((h) => (
                <li key={h.id} className={styles.historyItem}>
                  <Link onPress={() => props.onOpenHistory(h.id)}>{h.title}</Link>
                  <span className={styles.hint}>
                    {T.statusLabel[h.status]} · {h.created_time.slice(5, 16)}
                  </span>
                </li>
              ))}
            </ul>
          ) : (
            <p className={styles.hint}>{T.historyEmpty}</p>
          )}
        </aside>
      </div>
    </section>
  );
}

function UploadPanel({ busy, onUpload }: ExcelAssistantViewProps) {
  const [file, setFile] = useState<File | null>(null);
  return (
    <div className={styles.panel}>
      <FileInput label={T.chooseFile} hint={T.fileHint} accept=".xlsx" onFiles={(files) => setFile(files[0] ?? null)} />
      <div className={styles.actions}>
        <Button variant="primary" isDisabled={!file || busy} isPending={busy} onPress={() => file && onUpload(file)}>
          {T.analyze}
        </Button>
      </div>
    </div>
  );
}

function MappingPanel({
  analysis,
  build,
  columns,
  summary,
  mapping,
  computed,
  busy,
  onMappingChange,
  onComputedChange,
  onBuild,
  onRestart,
}: ExcelAssistantViewProps & { columns: SheetColumn[]; summary: string }) {
  const fieldOf = new Map(mapping.map((m) => [m.column, m.field]));
  const tableColumns: TableColumn<SheetColumn & { id: number }>[] = [
    { id: 'column', title: T.colColumn, render: (c) => letters(c.column), width: 48, isRowHeader: true },
    { id: 'header', title: T.colHeader, render: (c) => c.header || '—' },
    {
      id: 'samples',
      title: T.colSamples,
      render: (c) => <span className={styles.samples}>{c.samples.join(' / ')}</span>,
    },
    {
      id: 'field',
      title: T.colField,
      render: (c) => (
        <Select
          aria-label={T.fieldOf(c.header)}
          className={styles.fieldSelect}
          items={FIELD_OPTIONS}
          selectedKey={fieldOf.get(c.column) ?? ''}
          onSelectionChange={(key) => onMappingChange(c.column, key ? (String(key) as SheetField) : null)}
        />
      ),
    },
    {
      id: 'confidence',
      title: T.colConfidence,
      render: (c) =>
        c.field ? <Badge tone={c.confidence >= 80 ? 'success' : 'warning'}>{`${c.confidence}%`}</Badge> : null,
    },
  ];
  return (
    <div className={styles.panel}>
      <p className={styles.hint} role="status">
        {analysis?.file_name}：{summary}
      </p>
      <h2 className={styles.subtitle}>{T.mappingTitle}</h2>
      <Table label={T.mappingTable} columns={tableColumns} rows={columns.map((c) => ({ ...c, id: c.column }))} />
      <h2 className={styles.subtitle}>{T.computedTitle}</h2>
      <div className={styles.actions}>
        <Checkbox isSelected={computed.cbm} onChange={(cbm) => onComputedChange({ ...computed, cbm })}>
          {T.cbm}
        </Checkbox>
        <Checkbox isSelected={computed.cuft} onChange={(cuft) => onComputedChange({ ...computed, cuft })}>
          {T.cuft}
        </Checkbox>
        <Checkbox isSelected={computed.quote} onChange={(quote) => onComputedChange({ ...computed, quote })}>
          {T.quote}
        </Checkbox>
      </div>
      {build?.status === 'failed' && (
        <p className={styles.error} role="alert">
          {build.error}
        </p>
      )}
      <div className={styles.actions}>
        <Button variant="primary" isPending={busy} isDisabled={busy} onPress={onBuild}>
          {T.build}
        </Button>
        <Button variant="ghost" onPress={onRestart}>
          {T.another}
        </Button>
      </div>
    </div>
  );
}

const NOTES_SHOWN = 20;

function BuildPanel({ build, mayImport, onImport, onRemap, onRestart }: ExcelAssistantViewProps & { build: SheetJob }) {
  const output = build.status === 'done' ? build.output : null;
  if (!output)
    return (
      <div className={styles.panel}>
        <Progress job={build} label={T.building} />
      </div>
    );
  const previewColumns: TableColumn<{ id: number; cells: string[] }>[] = output.headers.map((h, i) => ({
    id: String(i),
    title: h,
    render: (r) => r.cells[i] ?? '',
    isRowHeader: i === 0,
  }));
  return (
    <div className={styles.panel}>
      <h2 className={styles.subtitle}>{T.builtTitle}</h2>
      <p className={styles.hint} role="status">
        {T.built(output.rows, output.refused, output.pictures)}
      </p>
      <Table
        label={T.preview}
        columns={previewColumns}
        rows={output.preview.map((cells, i) => ({ id: i + 1, cells }))}
      />
      {output.notes.length > 0 && (
        <>
          <h3 className={styles.subtitle}>{T.notes}</h3>
          <ul className={styles.notes} aria-label={T.notes}>
            {output.notes.slice(0, NOTES_SHOWN).map((n) => (
              <li key={`${n.row}-${n.message}`}>{T.noteRow(n.row, n.message)}</li>
            ))}
          </ul>
          {output.notes.length > NOTES_SHOWN && (
            <p className={styles.hint}>{T.moreNotes(output.notes.length - NOTES_SHOWN)}</p>
          )}
        </>
      )}
      {!mayImport && <p className={styles.hint}>{T.importNotAllowed}</p>}
      <div className={styles.actions}>
        <Link href={output.download_url} download={output.file_name}>
          {T.download}
        </Link>
        {mayImport && (
          <Button variant="primary" onPress={onImport}>
            {T.importLibrary}
          </Button>
        )}
        <Button onPress={onRemap}>{T.remap}</Button>
        <Button variant="ghost" onPress={onRestart}>
          {T.another}
        </Button>
      </div>
    </div>
  );
}
