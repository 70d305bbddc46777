import { type ExportItem, type ExportSource, MSG, WATERMARK_LANG_ZH, watermarkValues } from '@wanju/domain';
import { Box, Button, ExportDialog, type ExportPreviewItem, Select, toast } from '@wanju/ui';
import { useState } from 'react';
import { ExportJobView } from './ExportJobView';
import { EXPORT_TEXT as T } from './messages';
import { startDownload, useExportJob } from './useExportJob';

export interface ExportActionProps {
  source: ExportSource;
  /** the cart, selection list or quotation; none for the comparison */
  sourceId: number | null;
  /** items the list holds (the server applies the export filter) */
  count: number;
  preview?: ExportPreviewItem;
  /** the currency of the list's prices (a quotation's or selection list's); RMB when absent */
  currency?: string;
  isDisabled?: boolean;
  /** a quotation: its sheet's language (the customer's by default) and the lines without an English name */
  sheet?: { lang: 'zh' | 'en'; missingEnglish: readonly string[] };
}

/**
 * The 导出 button of a list screen: the kit's ExportDialog for the settings, then the job's progress and
 * the export history.
 */
export function ExportAction({ source, sourceId, count, preview, currency, isDisabled, sheet }: ExportActionProps) {
  const [settingsOpen, setSettingsOpen] = useState(false);
  const [jobOpen, setJobOpen] = useState(false);
  const [lang, setLang] = useState<'zh' | 'en' | null>(null);
  const sheetLang = sheet ? (lang ?? sheet.lang) : undefined;
  const exporter = useExportJob(source, sourceId, sheetLang);
  const openJob = () => {
    setJobOpen(true);
    void exporter.loadHistory();
  };
  return (
    <>
      {sheet && (
        <Select
          label={T.sheetLang}
          items={[
            { id: 'zh', name: T.sheetLangZh },
            { id: 'en', name: T.sheetLangEn },
          ]}
          selectedKey={sheetLang}
          onSelectionChange={(key) => setLang(key === 'en' ? 'en' : 'zh')}
        />
      )}
      {sheet && sheetLang === 'en' && sheet.missingEnglish.length > 0 && (
        <Box role="note" color="textMuted" fontSize="sm">
          {T.missingEnglish(sheet.missingEnglish)}
        </Box>
      )}
      <Button isDisabled={isDisabled || count === 0} onPress={() => setSettingsOpen(true)}>
        {T.button}
      </Button>
      <ExportDialog
        isOpen={settingsOpen}
        onOpenChange={setSettingsOpen}
        count={count}
        preview={preview}
        currency={currency}
        isPending={exporter.pending}
        onSubmit={async (request) => {
          if (await exporter.start(request)) {
            setSettingsOpen(false);
            openJob();
          }
        }}
      />
      <ExportJobView
        isOpen={jobOpen}
        onOpenChange={setJobOpen}
        job={exporter.job}
        records={exporter.records}
        historyState={exporter.historyState}
        now={new Date()}
        onDownload={startDownload}
        onDelete={(id) => void exporter.remove(id)}
        onDeleteCancelled={() => toast.info(MSG.deleteCancelled)}
        onRetry={() => void exporter.retry()}
        onReloadHistory={() => void exporter.loadHistory()}
      />
    </>
  );
}

/** The dialog's watermark preview from one item of the list (its picture and field values). */
export function exportPreview(
  item: (ExportItem & { picture?: string | null; thumb?: string | null }) | undefined,
): ExportPreviewItem | undefined {
  if (!item) return undefined;
  return { picture: item.picture || item.thumb || null, values: watermarkValues(item, WATERMARK_LANG_ZH) };
}
