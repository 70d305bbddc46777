import type { ReactElement, ReactNode } from 'react';
import { Tooltip as RACTooltip, TooltipTrigger, type TooltipTriggerComponentProps } from 'react-aria-components';
import * as styles from './Tooltip.css';

export interface TooltipProps extends Omit<TooltipTriggerComponentProps, 'children'> {
  /** The hint. Never put essential information only in a tooltip. */
  content: ReactNode;
  /** A focusable trigger (Button, IconButton, Link). */
  children: ReactElement;
  placement?: 'top' | 'bottom' | 'start' | 'end';
}

/** A short hint on hover or keyboard focus (what an icon button does). */
export function Tooltip({ content, children, placement = 'top', delay = 500, ...props }: TooltipProps) {
  return (
    <TooltipTrigger delay={delay} {...props}>
      {children}
      <RACTooltip placement={placement} offset={6} className={styles.tooltip}>
        {content}
      </RACTooltip>
    </TooltipTrigger>
  );
}
