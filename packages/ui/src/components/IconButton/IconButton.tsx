import type { ReactNode } from 'react';
import { composeRenderProps, Button as RACButton, type ButtonProps as RACButtonProps } from 'react-aria-components';
import { cx } from '../../cx';
import { Spinner } from '../Spinner/Spinner';
import * as styles from './IconButton.css';

export const iconButtonVariants = ['ghost', 'outline', 'primary'] as const;
export type IconButtonVariant = (typeof iconButtonVariants)[number];

export interface IconButtonProps extends Omit<RACButtonProps, 'children'> {
  /** Accessible name, required: the button shows only an icon. */
  label: string;
  icon: ReactNode;
  variant?: IconButtonVariant;
  size?: 'sm' | 'md' | 'lg';
}

/** A square button with only an icon (close, bell, fullscreen). Always named through `label`. */
export function IconButton({ label, icon, variant, size, className, ...props }: IconButtonProps) {
  return (
    <RACButton
      {...props}
      aria-label={label}
      className={composeRenderProps(className, (cls) => cx(styles.iconButton({ variant, size }), cls))}
    >
      {({ isPending }) =>
        isPending ? (
          <Spinner size="sm" decorative />
        ) : (
          <span aria-hidden="true" className={styles.glyph}>
            {icon}
          </span>
        )
      }
    </RACButton>
  );
}
