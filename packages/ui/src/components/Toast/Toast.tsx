import { CircleAlert, CircleCheck, CircleX, Info, X } from 'lucide-react';
import {
  Button,
  UNSTABLE_Toast as RACToast,
  UNSTABLE_ToastContent as RACToastContent,
  UNSTABLE_ToastQueue as RACToastQueue,
  UNSTABLE_ToastRegion as RACToastRegion,
  Text,
} from 'react-aria-components';
import { UI_TEXT } from '../../messages';
import * as iconButtonStyles from '../IconButton/IconButton.css';
import * as styles from './Toast.css';

export const toastTones = ['success', 'error', 'warning', 'info'] as const;
export type ToastTone = (typeof toastTones)[number];

export interface ToastContent {
  tone: ToastTone;
  message: string;
}

export interface ToastOptions {
  /** Milliseconds before it closes itself; errors default to 5 s, others to 3 s. 0 keeps it open. */
  timeout?: number;
}

/** The global toast queue. One queue for the whole app, so non-React code (an API client's onError) can add to it. */
export const toastQueue = new RACToastQueue<ToastContent>({ maxVisibleToasts: 5 });

function show(tone: ToastTone, message: string, options: ToastOptions = {}) {
  const timeout = options.timeout ?? (tone === 'error' ? 5000 : 3000);
  return toastQueue.add({ tone, message }, timeout > 0 ? { timeout } : {});
}

/**
 * `toast.success('删除成功')`, `toast.error(msg)`: the spec's short messages (§8). Returns a key for `toast.close`.
 */
export const toast = {
  success: (message: string, options?: ToastOptions) => show('success', message, options),
  error: (message: string, options?: ToastOptions) => show('error', message, options),
  warning: (message: string, options?: ToastOptions) => show('warning', message, options),
  info: (message: string, options?: ToastOptions) => show('info', message, options),
  close: (key: string) => toastQueue.close(key),
  clear: () => {
    for (const t of toastQueue.visibleToasts) toastQueue.close(t.key);
  },
};

const ICONS = { success: CircleCheck, error: CircleX, warning: CircleAlert, info: Info } as const;

export interface ToastRegionProps {
  /** Defaults to the global queue. */
  queue?: RACToastQueue<ToastContent>;
}

/** Mount once near the app root: renders the queue's visible toasts at the top centre (a labelled landmark). */
export function ToastRegion({ queue = toastQueue }: ToastRegionProps) {
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
