import type { ExportJobState, HistoryExportRecord } from '@wanju/domain';
import { Box, Button, Dialog, ExportHistoryList, ExportProgress } from '@wanju/ui';
import { EXPORT_TEXT as T } from './messages';

export interface ExportJobViewProps {
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
  /** the running (or last) export: the domain's job state over get_callback answers */
  job: ExportJobState;
  records: readonly HistoryExportRecord[];
  historyState: 'loading' | 'ready' | 'error';
  /** "now" for the 30-day download rule */
  now: Date;
  onDownload: (link: string) => void;
  onDelete: (id: number) => void;
  onDeleteCancelled?: () => void;
  onRetry: () => void;
  onReloadHistory: () => void;
}

/** The export's progress bar, its download once done, and the history of past exports. */
export function ExportJobView(props: ExportJobViewProps) {
  return (
    <Dialog
      isOpen={props.isOpen}
      onOpenChange={props.onOpenChange}
      title={T.jobTitle}
      size="lg"
      footer={({ close }) => <Button onPress={close}>{T.close}</Button>}
    >
      <Box display="flex" flexDirection="column" gap="md">
        <ExportProgress state={props.job} onDownload={props.onDownload} onRetry={props.onRetry} />
        <Box as="h3" fontSize="md" fontWeight="bold">
          {T.history}
        </Box>
        {props.historyState === 'error' ? (
          <Box display="flex" alignItems="center" gap="sm" color="danger" role="alert">
            {T.historyError}
            <Button size="sm" onPress={props.onReloadHistory}>
              {T.retry}
            </Button>
          </Box>
        ) : (
          <ExportHistoryList
            records={props.records}
            now={props.now}
            isLoading={props.historyState === 'loading'}
            onDownload={(r) => props.onDownload(r.file_url)}
            onDelete={props.onDelete}
            onDeleteCancelled={props.onDeleteCancelled}
          />
        )}
      </Box>
    </Dialog>
  );
}
