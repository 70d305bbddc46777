import { X } from 'lucide-react';
import type { ReactNode } from 'react';
import {
  Heading,
  Modal,
  ModalOverlay,
  type ModalOverlayProps,
  Dialog as RACDialog,
  type DialogProps as RACDialogProps,
} from 'react-aria-components';
import { cx } from '../../cx';
import { UI_TEXT } from '../../messages';
import { IconButton } from '../IconButton/IconButton';
import * as styles from './Dialog.css';

export const dialogSizes = ['sm', 'md', 'lg', 'xl'] as const;
export type DialogSize = (typeof dialogSizes)[number];

export interface DialogProps extends Omit<ModalOverlayProps, 'children' | 'className'> {
  title: ReactNode;
  /** Body content, or a function receiving `close`. */
  children: ReactNode | ((opts: { close: () => void }) => ReactNode);
  /** Footer actions, or a function receiving `close`. */
  footer?: ReactNode | ((opts: { close: () => void }) => ReactNode);
  size?: DialogSize;
  /** alertdialog for confirmations that interrupt. */
  role?: RACDialogProps['role'];
  /** Hide the × button (e.g. while a job runs). */
  hideClose?: boolean;
  className?: string;
}

/**
 * A modal dialog: overlay, focus trap, Escape and outside-click dismissal (unless `isDismissable={false}`),
 * title as the accessible name. Use controlled (`isOpen`/`onOpenChange`) or inside a `DialogTrigger`.
 */
export function Dialog({
  title,
  children,
  footer,
  size = 'md',
  role,
  hideClose,
  className,
  isDismissable = true,
  ...overlayProps
}: DialogProps) {
  return (
    <ModalOverlay {...overlayProps} isDismissable={isDismissable} className={styles.overlay}>
      <Modal className={cx(styles.modal, styles.width[size], className)}>
        <RACDialog role={role} className={styles.dialog}>
          {({ close }) => (
            <>
              <div className={styles.header}>
                <Heading slot="title" className={styles.title}>
                  {title}
                </Heading>
                {!hideClose && <IconButton size="sm" label={UI_TEXT.close} icon={<X size={16} />} onPress={close} />}
              </div>
              <div className={styles.body}>{typeof children === 'function' ? children({ close }) : children}</div>
              {footer && (
                <div className={styles.footer}>{typeof footer === 'function' ? footer({ close }) : footer}</div>
              )}
            </>
          )}
        </RACDialog>
      </Modal>
    </ModalOverlay>
  );
}

export { DialogTrigger } from 'react-aria-components';
