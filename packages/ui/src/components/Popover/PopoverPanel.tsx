import {
  Dialog,
  DialogContext,
  Heading,
  OverlayTriggerStateContext,
  PopoverContext,
  Provider,
  Popover as RACPopover,
  RootMenuTriggerStateContext,
} from 'react-aria-components';
import { cx } from '../../cx';
import { useOverlayTriggerValue } from './OverlayTrigger';
import type { PopoverProps } from './Popover';
import * as styles from './Popover.css';

/** The open popover, loaded on its own: RAC's Popover and Dialog with the contexts RAC's DialogTrigger gives. */
export default function PopoverPanel({ title, hideTitle, children, width, className, ...props }: PopoverProps) {
  const { state, triggerRef, overlayProps } = useOverlayTriggerValue('Popover');
  return (
    <Provider
      values={[
        [OverlayTriggerStateContext, state],
        [RootMenuTriggerStateContext, state],
        [DialogContext, overlayProps],
        [PopoverContext, { trigger: 'DialogTrigger', triggerRef }],
      ]}
    >
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
    </Provider>
  );
}
