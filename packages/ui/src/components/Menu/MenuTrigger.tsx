import { type ReactNode, useRef } from 'react';
import { useMenuTrigger } from 'react-aria/useMenu';
import { type MenuTriggerProps, useMenuTriggerState } from 'react-stately/useMenuTriggerState';
import { OverlayTriggerShell } from '../Popover/OverlayTrigger';

/**
 * Pairs a trigger button (first child) with a MenuPopover. Like RAC's MenuTrigger (press, Enter, Space or the
 * arrow keys open it; controlled with isOpen/onOpenChange or not), but the open menu is mounted only while
 * open, so a page whose menus live in lazily loaded modules downloads no menu code up front.
 */
export function MenuTrigger({ children, ...props }: MenuTriggerProps & { children: ReactNode }) {
  const state = useMenuTriggerState(props);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const { menuTriggerProps, menuProps } = useMenuTrigger({ ...props, type: 'menu' }, state, triggerRef);
  return (
    <OverlayTriggerShell value={{ state, triggerRef, overlayProps: menuProps }} triggerProps={menuTriggerProps}>
      {children}
    </OverlayTriggerShell>
  );
}
