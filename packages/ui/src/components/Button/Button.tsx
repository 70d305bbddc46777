import type { ReactNode } from 'react';
import { composeRenderProps, Button as RACButton, type ButtonProps as RACButtonProps } from 'react-aria-components';
import { cx } from '../../cx';
import { Spinner } from '../Spinner/Spinner';
import * as styles from './Button.css';

export const buttonVariants = ['primary', 'secondary', 'outline', 'ghost', 'danger', 'link'] as const;
export type ButtonVariant = (typeof buttonVariants)[number];
export const buttonSizes = ['sm', 'md', 'lg'] as const;
export type ButtonSize = (typeof buttonSizes)[number];

export interface ButtonProps extends RACButtonProps {
  /** primary: the one main action of a screen; outline: ordinary actions; ghost/link: low emphasis. */
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** An icon before the label (lucide-react element). */
  icon?: ReactNode;
  /** An icon after the label. */
  iconEnd?: ReactNode;
  fullWidth?: boolean;
}

/**
 * Button on react-aria-components: keeps data-hovered/pressed/focus-visible/disabled/pending and press
 * semantics (touch, keyboard). `isPending` shows a spinner and keeps focus while the action runs.
 */
export function Button({ variant, size, icon, iconEnd, fullWidth, className, children, ...props }: ButtonProps) {
  return (
    <RACButton
      {...props}
      className={composeRenderProps(className, (cls) => cx(styles.button({ variant, size, fullWidth }), cls))}
    >
      {composeRenderProps(children, (content, { isPending }) => (
        <>
          {isPending ? (
            <Spinner size="sm" decorative />
          ) : (
            icon && (
              <span className={styles.icon} aria-hidden="true">
                {icon}
              </span>
            )
          )}
          {content}
          {iconEnd && (
            <span className={styles.icon} aria-hidden="true">
              {iconEnd}
            </span>
          )}
        </>
      ))}
    </RACButton>
  );
}
