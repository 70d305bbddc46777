import { type ReactNode, useRef } from 'react';
import {
  composeRenderProps,
  Header,
  MenuContext,
  type MenuProps,
  MenuSection,
  OverlayTriggerStateContext,
  Popover,
  PopoverContext,
  type PopoverProps,
  Provider,
  Menu as RACMenu,
  MenuItem as RACMenuItem,
  type MenuItemProps as RACMenuItemProps,
  RootMenuTriggerStateContext,
  Separator,
} from 'react-aria-components';
import { cx } from '../../cx';
import { useOverlayTriggerValue } from '../Popover/OverlayTrigger';
import * as styles from './Menu.css';

/** A list of actions (user menu, tab overflow menu). Arrow keys, typeahead, Escape. For choosing a value use Select. */
export function Menu<T extends object>({ className, ...props }: MenuProps<T>) {
  return (
    <RACMenu
      {...props}
      className={composeRenderProps(className as MenuProps<T>['className'], (c) => cx(styles.menu, c))}
    />
  );
}

export interface MenuItemProps extends Omit<RACMenuItemProps, 'children'> {
  icon?: ReactNode;
  tone?: 'default' | 'danger';
  children: ReactNode;
}

export function MenuItem({ icon, tone, className, children, textValue, ...props }: MenuItemProps) {
  return (
    <RACMenuItem
      {...props}
      textValue={textValue ?? (typeof children === 'string' ? children : undefined)}
      className={composeRenderProps(className, (c) => cx(styles.item, tone === 'danger' && styles.danger, c))}
    >
      {icon && (
        <span className={styles.icon} aria-hidden="true">
          {icon}
        </span>
      )}
      {children}
    </RACMenuItem>
  );
}

/** The open menu's popover: inside a MenuTrigger, after its button. */
export function MenuPopover({ className, ...props }: PopoverProps) {
  const { state, triggerRef, overlayProps } = useOverlayTriggerValue('MenuPopover');
  const scrollRef = useRef<HTMLDivElement>(null);
  return (
    <Provider
      values={[
        [MenuContext, { ...overlayProps, ref: scrollRef }],
        [OverlayTriggerStateContext, state],
        [RootMenuTriggerStateContext, state],
        [
          PopoverContext,
          {
            trigger: 'MenuTrigger',
            triggerRef,
            scrollRef,
            placement: 'bottom start',
            'aria-labelledby': overlayProps['aria-labelledby'],
          },
        ],
      ]}
    >
      <Popover offset={4} {...props} className={composeRenderProps(className, (c) => cx(styles.popover, c))} />
    </Provider>
  );
}

export function MenuSeparator() {
  return <Separator className={styles.separator} />;
}

export function MenuGroup({ title, children }: { title: string; children: ReactNode }) {
  return (
    <MenuSection>
      <Header className={styles.sectionHeader}>{title}</Header>
      {children}
    </MenuSection>
  );
}

export { SubmenuTrigger } from 'react-aria-components';
