import { X } from 'lucide-react';
import { Heading, Modal, ModalOverlay, Dialog as RACDialog } from 'react-aria-components';
import { cx } from '../../cx';
import { UI_TEXT } from '../../messages';
import { IconButton } from '../IconButton/IconButton';
import type { DialogProps } from './Dialog';
import * as styles from './Dialog.css';

/** The dialog itself (a part of its own, fetched when a dialog first opens): see Dialog. */
export default function DialogPanel({
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
