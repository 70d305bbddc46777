import { CircleAlert, CircleCheck } from 'lucide-react';
import { Box } from '../Box/Box';
import { ProgressBar } from '../ProgressBar/ProgressBar';
import { Spinner } from '../Spinner/Spinner';

export type SyncPhase = 'connecting' | 'syncing' | 'done' | 'error';

export interface SyncProgressProps {
  phase: SyncPhase;
  /** responseData percent, 0–100. */
  percent?: number;
  /** responseTip or the error message (domain syncSocketErrorMessage …). */
  message?: string;
}

/** Quotation sync to the local trade-software bridge (spec §4, §8): connecting, percent, done or error. */
export function SyncProgress({ phase, percent = 0, message }: SyncProgressProps) {
  if (phase === 'connecting') {
    return (
      <Box display="flex" alignItems="center" gap="sm" color="textSecondary">
        <Spinner size="sm" label={message ?? '服务器连接中，请耐心等候'} showLabel />
      </Box>
    );
  }
  if (phase === 'error') {
    return (
      <Box display="flex" alignItems="center" gap="sm" color="danger" role="alert">
        <CircleAlert size={18} aria-hidden="true" />
        {message}
      </Box>
    );
  }
  return (
    <Box display="flex" flexDirection="column" gap="xs">
      <ProgressBar
        label={phase === 'done' ? '同步完成' : '正在同步报价单'}
        value={percent}
        tone={phase === 'done' ? 'success' : 'primary'}
      />
      {message && (
        <Box display="flex" alignItems="center" gap="xs" color="textSecondary" fontSize="sm">
          {phase === 'done' && <CircleCheck size={14} aria-hidden="true" />}
          {message}
        </Box>
      )}
    </Box>
  );
}
