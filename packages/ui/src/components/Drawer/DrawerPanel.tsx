import { Dialog, Modal, ModalOverlay } from 'react-aria-components';
import { cx } from '../../cx';
import { OverlayFrame } from '../Dialog/OverlayFrame';
import type { DrawerProps } from './Drawer';
import * as styles from './Drawer.css';

/** The drawer itself (a part of its own, fetched when a drawer first opens): see Drawer. */
export default function DrawerPanel({
  title,
  children,
  footer,
  width = 480,
  placement = 'right',
  isDismissable = true,
  ...props
}: DrawerProps) {
  return (
    <ModalOverlay {...props} isDismissable={isDismissable} className={styles.overlay}>
      <Modal className={cx(styles.drawer, placement === 'left' && styles.left)} style={{ width }}>
        <Dialog className={styles.dialog}>
          {({ close }) => (
            <OverlayFrame title={title} footer={footer} close={close} styles={styles}>
              {children}
            </OverlayFrame>
          )}
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
