import { X } from 'lucide-react';
import { Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { cx } from '../../cx';
import { UI_TEXT } from '../../messages';
import { IconButton } from '../IconButton/IconButton';
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
            <>
              <div className={styles.header}>
                <Heading slot="title" className={styles.title}>
                  {title}
                </Heading>
                <IconButton size="sm" label={UI_TEXT.close} icon={<X size={16} />} onPress={close} />
              </div>
              <div className={styles.body}>{typeof children === 'function' ? children({ close }) : children}</div>
              {footer && (
                <div className={styles.footer}>{typeof footer === 'function' ? footer({ close }) : footer}</div>
              )}
            </>
          )}
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
