import type { ExportJobState } from '@wanju/domain';
import { CircleAlert, CircleCheck, Download } from 'lucide-react';
import { Box } from '../Box/Box';
import { Button } from '../Button/Button';
import { ProgressBar } from '../ProgressBar/ProgressBar';

export interface ExportProgressProps {
  /** The domain's export job state (nextExportJobState over get_callback answers). */
  state: ExportJobState;
  onDownload?: (link: string) => void;
  onRetry?: () => void;
}

/** An export job: progress while polling, '导出失败，请联系客服' on -100, '导出成功' with the download. */
export function ExportProgress({ state, onDownload, onRetry }: ExportProgressProps) {
  switch (state.phase) {
    case 'idle':
    case 'stopped':
      return null;
    case 'polling':
      return <ProgressBar label="正在导出" value={state.progress} />;
    case 'failed':
      return (
        <Box display="flex" alignItems="center" gap="sm" color="danger" role="alert">
          <CircleAlert size={18} aria-hidden="true" />
          {state.message}
          {onRetry && (
            <Button size="sm" onPress={onRetry}>
              重试
            </Button>
          )}
        </Box>
      );
    case 'done':
      return (
        <Box display="flex" alignItems="center" gap="sm" color="success" role="status">
          <CircleCheck size={18} aria-hidden="true" />
          {state.message}
          {onDownload && (
            <Button size="sm" variant="primary" icon={<Download size={14} />} onPress={() => onDownload(state.link)}>
              下载
            </Button>
          )}
        </Box>
      );
  }
}
