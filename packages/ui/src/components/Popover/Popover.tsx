import { type ReactNode, useRef } from 'react';
import { useOverlayTrigger } from 'react-aria/useOverlayTrigger';
import type { PopoverProps as RACPopoverProps } from 'react-aria-components';
import { useMenuTriggerState } from 'react-stately/useMenuTriggerState';
import type { OverlayTriggerProps } from 'react-stately/useOverlayTriggerState';
import { lazyPart } from '../../lazyPart';
import { OverlayTriggerShell } from './OverlayTrigger';

export interface PopoverProps extends Omit<RACPopoverProps, 'children'> {
  /** Accessible title; shown as a heading unless `hideTitle`. */
  title: string;
  hideTitle?: boolean;
  children: ReactNode | ((opts: { close: () => void }) => ReactNode);
  width?: number | string;
}

const Panel = /* @__PURE__ */ lazyPart(() => import('./PopoverPanel'));

/**
 * Non-modal content anchored to a trigger (camera upload, sample-cart list). Put it in a `PopoverTrigger`
 * right after the button that opens it. Menus of actions use Menu; hints use Tooltip.
 */
export function Popover(props: PopoverProps) {
  return <Panel.Component {...props} />;
}

/**
 * Pairs a trigger button (first child) with a Popover. Like RAC's DialogTrigger (controlled with
 * isOpen/onOpenChange or not), but the open popover is fetched after the page's first render and mounted only
 * while open.
 */
export function PopoverTrigger({ children, ...props }: OverlayTriggerProps & { children: ReactNode }) {
  // The menu-trigger state, as RAC's DialogTrigger uses, so a menu inside the popover works too.
  const state = useMenuTriggerState(props);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const { triggerProps, overlayProps } = useOverlayTrigger({ type: 'dialog' }, state, triggerRef);
  Panel.usePrefetch();
  return (
    <OverlayTriggerShell value={{ state, triggerRef, overlayProps }} triggerProps={triggerProps}>
      {children}
    </OverlayTriggerShell>
  );
}
