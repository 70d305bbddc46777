import { X } from 'lucide-react';
import type { ReactNode } from 'react';
import { Dialog, Heading, Modal, ModalOverlay, type ModalOverlayProps } from 'react-aria-components';
import { cx } from '../../cx';
import { UI_TEXT } from '../../messages';
import { IconButton } from '../IconButton/IconButton';
import * as styles from './Drawer.css';

export interface DrawerProps extends Omit<ModalOverlayProps, 'children' | 'className'> {
  title: ReactNode;
  children: ReactNode | ((opts: { close: () => void }) => ReactNode);
  footer?: ReactNode | ((opts: { close: () => void }) => ReactNode);
  width?: number | string;
  /** the edge it slides from: right (default) for panels beside the content, left for the app's menu */
  placement?: 'left' | 'right';
}

/** A side panel over the page (chat, product detail preview, filters on narrow screens). Modal, Escape closes. */
export function Drawer({
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
