import { Lock } from 'lucide-react';
import { Box } from '../Box/Box';
import { Button } from '../Button/Button';
import { Dialog } from '../Dialog/Dialog';

export interface NonMemberPopupProps {
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
  /** The feature the user tried, e.g. '批量导出'. */
  feature: string;
  onUpgrade?: () => void;
}

/** Shown when an ordinary (non-member) user opens a restricted feature (spec §2, §6). */
export function NonMemberPopup({ isOpen, onOpenChange, feature, onUpgrade }: NonMemberPopupProps) {
  return (
    <Dialog
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      title="会员专属功能"
      size="sm"
      footer={({ close }) => (
        <>
          <Button onPress={close}>暂不开通</Button>
          <Button
            variant="primary"
            onPress={() => {
              onUpgrade?.();
              close();
            }}
          >
            了解会员
          </Button>
        </>
      )}
    >
      <Box display="flex" gap="md" alignItems="flex-start">
        <Box color="primary">
          <Lock size={24} aria-hidden="true" />
        </Box>
        <Box display="flex" flexDirection="column" gap="xs">
          <Box fontWeight="medium">“{feature}”仅对会员开放</Box>
          <Box color="textSecondary" fontSize="sm">
            开通会员后可使用该功能，并享受不限次数搜索、以图搜图、选样导出等服务。
          </Box>
        </Box>
      </Box>
    </Dialog>
  );
}
