import { type ExportItem, type ExportSource, MSG, WATERMARK_LANG_ZH, watermarkValues } from '@wanju/domain';
import { Button, ExportDialog, type ExportPreviewItem, toast } from '@wanju/ui';
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
  isDisabled?: boolean;
}

/**
 * The 导出 button of a list screen: the kit's ExportDialog for the settings, then the job's progress and
 * the export history.
 */
export function ExportAction({ source, sourceId, count, preview, isDisabled }: ExportActionProps) {
  const [settingsOpen, setSettingsOpen] = useState(false);
  const [jobOpen, setJobOpen] = useState(false);
  const exporter = useExportJob(source, sourceId);
  const openJob = () => {
    setJobOpen(true);
    void exporter.loadHistory();
  };
  return (
    <>
      <Button isDisabled={isDisabled || count === 0} onPress={() => setSettingsOpen(true)}>
        {T.button}
      </Button>
      <ExportDialog
        isOpen={settingsOpen}
        onOpenChange={setSettingsOpen}
        count={count}
        preview={preview}
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
