import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { focusRing, transition } from '../../theme/utils';
import { vars } from '../../theme/vars.css';

export const iconButton = recipe({
  base: [
    focusRing,
    {
      position: 'relative',
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      flexShrink: 0,
      padding: 0,
      borderRadius: vars.radius.md,
      border: '1px solid transparent',
      cursor: 'pointer',
      transition: transition('background-color, color, border-color'),
      selectors: { '&[data-disabled]': { opacity: 0.5, cursor: 'not-allowed' } },
    },
  ],
  variants: {
    variant: {
      ghost: {
        background: 'transparent',
        color: vars.color.textSecondary,
        selectors: {
          '&[data-hovered]': { background: vars.color.surfaceHover, color: vars.color.primary },
          '&[data-pressed]': { background: vars.color.border },
        },
      },
      outline: {
        background: vars.color.surface,
        borderColor: vars.color.borderStrong,
        color: vars.color.text,
        selectors: { '&[data-hovered]': { borderColor: vars.color.primary, color: vars.color.primary } },
      },
      primary: {
        background: vars.color.primary,
        color: vars.color.onPrimary,
        selectors: { '&[data-hovered]': { background: vars.color.primaryHover } },
      },
    },
    size: {
      sm: { width: vars.control.sm, height: vars.control.sm },
      md: { width: vars.control.md, height: vars.control.md },
      lg: { width: vars.control.lg, height: vars.control.lg },
    },
  },
  defaultVariants: { variant: 'ghost', size: 'md' },
});

export const glyph = style({ display: 'inline-flex' });
