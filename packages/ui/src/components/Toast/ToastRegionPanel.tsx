import { CircleAlert, CircleCheck, CircleX, Info, X } from 'lucide-react';
import {
  Button,
  UNSTABLE_Toast as RACToast,
  UNSTABLE_ToastContent as RACToastContent,
  type UNSTABLE_ToastQueue as RACToastQueue,
  UNSTABLE_ToastRegion as RACToastRegion,
  Text,
} from 'react-aria-components';
import { UI_TEXT } from '../../messages';
import * as iconButtonStyles from '../IconButton/IconButton.css';
import type { ToastContent } from './Toast';
import * as styles from './Toast.css';

const ICONS = { success: CircleCheck, error: CircleX, warning: CircleAlert, info: Info } as const;

/** The region with the visible toasts (loaded on its own, see ToastRegion). */
export default function ToastRegionPanel({ queue }: { queue: RACToastQueue<ToastContent> }) {
  return (
    <RACToastRegion queue={queue} className={styles.region} aria-label={UI_TEXT.notifications}>
      {({ toast: item }) => {
        const Icon = ICONS[item.content.tone];
        return (
          <RACToast toast={item} className={styles.toast} data-tone={item.content.tone}>
            <Icon size={18} aria-hidden="true" className={styles.icon[item.content.tone]} />
            <RACToastContent className={styles.content}>
              <Text slot="title">{item.content.message}</Text>
            </RACToastContent>
            <Button slot="close" aria-label={UI_TEXT.close} className={iconButtonStyles.iconButton({ size: 'sm' })}>
              <X size={14} aria-hidden="true" />
            </Button>
          </RACToast>
        );
      }}
    </RACToastRegion>
  );
}
