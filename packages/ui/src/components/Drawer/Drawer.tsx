import type { ReactNode } from 'react';
import type { ModalOverlayProps } from 'react-aria-components';
import { lazyOverlay } from '../../lazyPart';
import type { OverlayContent } from '../Dialog/OverlayFrame';

export interface DrawerProps extends Omit<ModalOverlayProps, 'children' | 'className'> {
  title: ReactNode;
  children: OverlayContent;
  footer?: OverlayContent;
  width?: number | string;
  /** the edge it slides from: right (default) for panels beside the content, left for the app's menu */
  placement?: 'left' | 'right';
}

/**
 * A side panel over the page (chat, product detail preview, filters on narrow screens). Modal, Escape closes.
 * A controlled drawer not yet opened is not in the page's download (fetched after the first interaction).
 */
export const Drawer = /* @__PURE__ */ lazyOverlay<DrawerProps>(() => import('./DrawerPanel'));
