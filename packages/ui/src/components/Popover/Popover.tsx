import type { ReactNode } from 'react';
import {
  Dialog,
  DialogTrigger,
  Heading,
  Popover as RACPopover,
  type PopoverProps as RACPopoverProps,
} from 'react-aria-components';
import { cx } from '../../cx';
import * as styles from './Popover.css';

export interface PopoverProps extends Omit<RACPopoverProps, 'children'> {
  /** Accessible title; shown as a heading unless `hideTitle`. */
  title: string;
  hideTitle?: boolean;
  children: ReactNode | ((opts: { close: () => void }) => ReactNode);
  width?: number | string;
}

/**
 * Non-modal content anchored to a trigger (camera upload, sample-cart list). Put it in a `PopoverTrigger`
 * (RAC DialogTrigger) next to the button that opens it. Menus of actions use Menu; hints use Tooltip.
 */
export function Popover({ title, hideTitle, children, width, className, ...props }: PopoverProps) {
  return (
    <RACPopover offset={6} {...props} className={cx(styles.popover, className as string)} style={{ width }}>
      <Dialog className={styles.dialog} aria-label={hideTitle ? title : undefined}>
        {({ close }) => (
          <>
            {!hideTitle && (
              <Heading slot="title" className={styles.title}>
                {title}
              </Heading>
            )}
            {typeof children === 'function' ? children({ close }) : children}
          </>
        )}
      </Dialog>
    </RACPopover>
  );
}

/** Pairs a trigger button with a Popover (or Dialog). */
export const PopoverTrigger = DialogTrigger;
