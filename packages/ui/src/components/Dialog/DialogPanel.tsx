import { Modal, ModalOverlay, Dialog as RACDialog } from 'react-aria-components';
import { cx } from '../../cx';
import type { DialogProps } from './Dialog';
import * as styles from './Dialog.css';
import { OverlayFrame } from './OverlayFrame';

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
            <OverlayFrame title={title} footer={footer} close={close} hideClose={hideClose} styles={styles}>
              {children}
            </OverlayFrame>
          )}
        </RACDialog>
      </Modal>
    </ModalOverlay>
  );
}
