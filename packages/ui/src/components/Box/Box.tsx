import { type AllHTMLAttributes, createElement, type ElementType, forwardRef, type ReactNode } from 'react';
import { cx } from '../../cx';
import { type Sprinkles, sprinkles } from '../../theme/sprinkles.css';

export interface BoxProps extends Omit<AllHTMLAttributes<HTMLElement>, keyof Sprinkles | 'as'>, Sprinkles {
  /** The element to render, `div` by default. */
  as?: ElementType;
  className?: string;
  children?: ReactNode;
}

/** Layout primitive: every spacing, colour and flex prop comes from the theme through sprinkles atoms. */
export const Box = forwardRef<HTMLElement, BoxProps>(function Box({ as = 'div', className, ...props }, ref) {
  const atomProps: Record<string, unknown> = {};
  const rest: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(props)) {
    if (sprinkles.properties.has(key as keyof Sprinkles)) atomProps[key] = value;
    else rest[key] = value;
  }
  return createElement(as, { ...rest, ref, className: cx(sprinkles(atomProps as Sprinkles), className) || undefined });
});
