import { FREE_SEARCH_DAILY_LIMIT } from '@wanju/domain';
import { Crown } from 'lucide-react';
import { Box } from '../Box/Box';
import { Button } from '../Button/Button';
import { Dialog } from '../Dialog/Dialog';

export interface FreeLimitPromptProps {
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
  /** The server's message ('免费用户每天仅可搜索300次' or '免费次数已用完'). */
  message: string;
  onUpgrade?: () => void;
  onContact?: () => void;
}

/** Shown when a free user runs out of searches (spec §6, §8: 300 a day). The client's onFreeLimit opens it. */
export function FreeLimitPrompt({ isOpen, onOpenChange, message, onUpgrade, onContact }: FreeLimitPromptProps) {
  return (
    <Dialog
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      title="今日免费搜索次数已用完"
      size="sm"
      footer={({ close }) => (
        <>
          {onContact && (
            <Button
              onPress={() => {
                onContact();
                close();
              }}
            >
              联系客服
            </Button>
          )}
          <Button
            variant="primary"
            icon={<Crown size={16} />}
            onPress={() => {
              onUpgrade?.();
              close();
            }}
          >
            开通会员
          </Button>
        </>
      )}
    >
      <Box display="flex" flexDirection="column" gap="sm">
        <Box fontWeight="medium">{message}</Box>
        <Box color="textSecondary" fontSize="sm">
          免费用户每天可搜索 {FREE_SEARCH_DAILY_LIMIT} 次，明天 0
          点恢复。开通会员后不限次数，并可使用以图搜图、批量导出等功能。
        </Box>
      </Box>
    </Dialog>
  );
}
