import type { ReactNode } from 'react';
import type { ModalOverlayProps, DialogProps as RACDialogProps } from 'react-aria-components';
import { lazyOverlay } from '../../lazyPart';
import type { OverlayContent } from './OverlayFrame';

export const dialogSizes = ['sm', 'md', 'lg', 'xl'] as const;
export type DialogSize = (typeof dialogSizes)[number];

export interface DialogProps extends Omit<ModalOverlayProps, 'children' | 'className'> {
  title: ReactNode;
  /** Body content, or a function receiving `close`. */
  children: OverlayContent;
  /** Footer actions, or a function receiving `close`. */
  footer?: OverlayContent;
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
 * A controlled dialog not yet opened is not in the page's download (fetched after the first interaction).
 */
export const Dialog = /* @__PURE__ */ lazyOverlay<DialogProps>(() => import('./DialogPanel'));

export { DialogTrigger } from 'react-aria-components';
